import { useEffect, useRef } from 'react';

/**
 * antd's table (with `scroll.x`) keeps a hidden, aria-hidden copy of the header row to measure column widths;
 * with row selection that copy holds a second "Select all" checkbox that Tab still reaches. Making the copy
 * `inert` takes it out of the tab order. Give the returned ref to an element around the table.
 */
export function useInertMeasureRows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () =>
      root.querySelectorAll('.ant-table-measure-row:not([inert])').forEach((row) => row.setAttribute('inert', ''));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}
