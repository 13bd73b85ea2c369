import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

/** What the product passes to `Table.ScrollContainer` (Mantine's props; `type` and `scrollAreaProps` are ignored). */
export interface TableScrollContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number | string;
  /** Above this height (px) the table scrolls down. */
  maxHeight?: number | string;
  type?: 'native' | 'scrollarea';
  scrollAreaProps?: unknown;
  children?: ReactNode;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * `Table.ScrollContainer` with the browser's own scrolling, put in place of Mantine's by the build
 * (`tooling/webpack/mantine-substitutions.cjs`). Mantine's draws its scroll bars with its ScrollArea, which brings
 * floating-ui: every screen with a table, the overview's savings caps among them, loaded 19 KB gzip for it (issue 17).
 * Mantine's `type="native"` looks the same as this.
 */
export const TableScrollContainer = forwardRef<HTMLDivElement, TableScrollContainerProps>(function TableScrollContainer(
  { minWidth, maxHeight, type: _type, scrollAreaProps: _scrollAreaProps, children, style, ...others },
  ref,
) {
  const outer: CSSProperties = { overflow: 'auto', maxHeight: size(maxHeight), ...style };
  return (
    <div ref={ref} {...others} style={outer} data-table-scroll>
      <div style={{ minWidth: size(minWidth) }}>{children}</div>
    </div>
  );
});
