import { useEffect, type RefObject } from "react";

/**
 * Keeps antd's hidden measure row out of the keyboard and the accessibility tree. With a fixed
 * column or a horizontal scroll, antd's table (rc-table `MeasureRow`) renders an
 * `aria-hidden="true"` row holding copies of the column titles, the select-all checkbox included:
 * a focusable control inside an aria-hidden element (axe `aria-hidden-focus`, serious; WCAG 4.1.2),
 * which keyboard users would also tab into. Marking the row `inert` removes its copies from the tab
 * order; the row keeps measuring column widths. Watches the container, since antd re-creates the
 * row when the columns change.
 * @param container the element the table is rendered in.
 */
export function useInertMeasureRow(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll<HTMLElement>(".ant-table-measure-row:not([inert])"))
        row.setAttribute("inert", "");
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
