import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion } from '../../stores/settings.store.ts';
import styles from './k-type-screen.module.css';

/** How long one row takes to pass: slow enough to read a company and its change. */
const SECONDS_PER_ROW = 3.2;

interface ChangeTickerProps<T> {
  items: readonly T[];
  keyOf(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** What the list is, for screen readers. */
  label: string;
}

/**
 * A list that scrolls upwards by itself, round and round, when it is taller than its box: the rows
 * twice over, moved by half their height, so the end meets the start. Pointing at it or focusing it
 * pauses it; with reduced motion it stands still and scrolls by hand.
 */
export function ChangeTicker<T>({ items, keyOf, renderItem, label }: ChangeTickerProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const measure = () => setOverflowing(!!box.current && !!rows.current && rows.current.scrollHeight > box.current.clientHeight + 1);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(box.current!);
    resize.observe(rows.current!);
    return () => resize.disconnect();
  }, [items]);

  const rolling = overflowing && !reducedMotion && items.length > 1;
  const list = (copy: boolean) => (
    <ul ref={copy ? undefined : rows} className={styles.tickerRows} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {items.map((item) => <li key={keyOf(item)} className={styles.tickerRow}>{renderItem(item)}</li>)}
    </ul>
  );
  return (
    // Focusable so that the keyboard can pause it and, without motion, scroll it.
    <div ref={box} className={styles.ticker} tabIndex={0} role="region" aria-label={label} data-rolling={rolling || undefined}>
      <div className={rolling ? styles.tickerTrackRolling : styles.tickerTrack} style={{ '--ticker-duration': `${items.length * SECONDS_PER_ROW}s` } as CSSProperties}>
        {list(false)}
        {rolling && list(true)}
      </div>
    </div>
  );
}
