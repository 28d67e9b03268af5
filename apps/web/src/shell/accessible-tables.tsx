import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';

const messages = bilingual({ scrollableTable: '表格（可滚动）' }, { scrollableTable: 'Table (scrolls)' });
addMessages('accessible-tables', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/** The elements antd scrolls a table's rows in: sideways (`scroll.x`), or beneath a fixed header. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

const scrolls = (element: HTMLElement) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * Mends two gaps in antd's table markup, on every table of the page (dialogs and drawers included),
 * as they render:
 * - the row antd measures column widths with is hidden from screen readers but holds a copy of the
 *   header, the select-all box included, which the keyboard still reached: it is made inert;
 * - a table wider (or taller) than its box scrolls, which a keyboard could not do when its rows hold
 *   nothing to focus (WCAG 2.1.1): the scrolling box takes the focus, as a region named so.
 */
export function AccessibleTables(): null {
  const label = useTranslation().t('scrollableTable');
  useEffect(() => {
    const mend = () => {
      for (const row of document.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) row.inert = true;
      for (const scroller of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (scrolls(scroller)) {
          scroller.tabIndex = 0;
          scroller.setAttribute('role', 'region');
          scroller.setAttribute('aria-label', label);
        } else if (scroller.getAttribute('role') === 'region') {
          for (const name of ['tabindex', 'role', 'aria-label']) scroller.removeAttribute(name);
        }
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', mend);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', mend);
    };
  }, [label]);
  return null;
}
