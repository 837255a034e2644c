import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';

type Side = 'left' | 'right';

/** A shade over the edge that has more beyond it. */
const shade = (side: Side): CSSProperties => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: '1.5rem',
  pointerEvents: 'none',
  background: `linear-gradient(to ${side === 'right' ? 'left' : 'right'}, rgba(33, 37, 41, 0.2), rgba(33, 37, 41, 0))`,
});

/**
 * A wide table (react-bootstrap's Table and its props) in a box of its own: on a screen narrower
 * than the table the box scrolls sideways (the page does not), and says so while it has more to
 * show: a shade over the edge with more beyond it, and a line under it. The keyboard reaches and
 * scrolls it too; `label` names it.
 */
export function ScrollingTable({ label, ...table }: TableProps & { label: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Record<Side, boolean>>({ left: false, right: false });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((shown) => (shown.left === left && shown.right === right ? shown : { left, right }));
  }, []);
  // After every render (rows come and go) and when the window changes size.
  useEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return (
    <div className="mb-3">
      <div className="position-relative">
        {/* Positioned, so that what is placed in the table (a visually hidden header) scrolls inside the box rather than widening the page. */}
        <div ref={box} className="table-responsive position-relative" tabIndex={0} role="group" aria-label={label} onScroll={measure}>
          <Table {...table} />
        </div>
        {more.left && <div style={shade('left')} aria-hidden="true" />}
        {more.right && <div style={shade('right')} aria-hidden="true" />}
      </div>
      {(more.left || more.right) && <p className="small text-muted mt-1 mb-0">{t('scrollSideways')}</p>}
    </div>
  );
}
