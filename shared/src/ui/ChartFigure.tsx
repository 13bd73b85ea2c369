import type { CSSProperties, ReactNode } from 'react';

/** Read by screen readers, not drawn (the usual visually-hidden technique). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface ChartFigureProps {
  /** One French sentence saying what the chart shows (see `chart-summary.ts`). */
  summary: string;
  children: ReactNode;
}

/**
 * A chart with its text alternative (WCAG 1.1.1): a `<figure>` named by a visually hidden caption, the
 * drawing itself hidden from assistive technologies (its axes and ticks, read one by one, say nothing useful).
 */
export function ChartFigure({ summary, children }: ChartFigureProps) {
  return (
    <figure style={{ margin: 0, position: 'relative' }} data-chart-summary={summary}>
      <figcaption style={visuallyHidden}>{summary}</figcaption>
      <div aria-hidden>{children}</div>
    </figure>
  );
}
