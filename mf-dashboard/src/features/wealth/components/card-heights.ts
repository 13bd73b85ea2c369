/**
 * The heights the overview's cards take once drawn (measured at 1280 px wide with the demo saver), reserved from
 * the first paint: while the figures, the charts kit and each chart's data arrive one after the other, nothing
 * below them moves (issue 17: « Repères » was pushed down by each, CLS 0.157). Minimums: a card with more
 * lines still grows.
 */
export const SUMMARY_ROW_HEIGHT = 105;
export const HISTORY_CARD_HEIGHT = 517;
/** The chart's own area in the history card, kept while its data loads. */
export const HISTORY_CHART_HEIGHT = 300;
export const ALLOCATION_CARD_HEIGHT = 410;
