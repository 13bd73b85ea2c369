import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

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
  /**
   * The drawing's height (px, or a CSS length). Given, the drawing is rendered once it comes near the viewport, in
   * this space kept for it: a chart below the fold costs nothing while the screen opens (recharts' first drawing is
   * the longest task of the overview). Its summary is there from the start either way.
   */
  reservedHeight?: number | string | undefined;
  /** The drawing's width when it is not the container's (a donut in a centred column), kept with its height. */
  reservedWidth?: number | string | undefined;
  children: ReactNode;
}

/** How far from the viewport a reserved drawing starts rendering (before it is scrolled into view). */
const DRAW_MARGIN = '120px 0px';

/**
 * A chart with its text alternative (WCAG 1.1.1): a `<figure>` named by a visually hidden caption, the
 * drawing itself hidden from assistive technologies (its axes and ticks, read one by one, say nothing useful).
 */
export function ChartFigure({ summary, reservedHeight, reservedWidth, children }: ChartFigureProps) {
  const drawing = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => reservedHeight === undefined || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = drawing.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: DRAW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <figure style={{ margin: 0, position: 'relative' }} data-chart-summary={summary}>
      <figcaption style={visuallyHidden}>{summary}</figcaption>
      <div
        ref={drawing}
        aria-hidden
        style={reservedHeight === undefined ? undefined : { minHeight: reservedHeight, minWidth: reservedWidth }}
        data-chart-drawn={near}
      >
        {near ? children : null}
      </div>
    </figure>
  );
}
