import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTags, type VisitedView } from '../stores/tags.store.ts';
import styles from './tags-view.module.css';

const MENU_WIDTH = 105;

interface OpenMenu {
  view: VisitedView;
  x: number;
  y: number;
}

type TagActions = ReturnType<typeof useTagActions>;

/** The bar of visited-page tags under the top bar; the layout adds the tags as pages are visited. */
export function TagsView() {
  const visitedViews = useTags((state) => state.visitedViews);
  const { pathname } = useLocation();
  const actions = useTagActions();
  const [menu, setMenu] = useState<OpenMenu | null>(null);

  const openMenu = (view: VisitedView, event: MouseEvent) => {
    event.preventDefault();
    // Keeps the menu inside the window when the tag is near its right edge.
    setMenu({ view, x: Math.min(event.clientX, window.innerWidth - MENU_WIDTH), y: event.clientY });
  };

  return (
    <div className={styles.bar}>
      {visitedViews.map((view) => (
        <Tag
          key={view.path}
          view={view}
          active={view.path === pathname}
          onClose={() => actions.close(view)}
          onContextMenu={(event) => openMenu(view, event)}
        />
      ))}
      {menu && <TagMenu {...menu} actions={actions} onDismiss={() => setMenu(null)} />}
    </div>
  );
}

/** What each tag action does to the store and to the current page. */
function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { delView, delOthersViews, delAllViews, refreshView } = useTags.getState();

  const toLastView = () => navigate(useTags.getState().visitedViews.at(-1)?.fullPath ?? '/');
  const leaveIfClosed = () => {
    if (!useTags.getState().visitedViews.some((view) => view.path === pathname)) toLastView();
  };

  return {
    close(view: VisitedView) {
      delView(view.path);
      if (view.path === pathname) leaveIfClosed();
    },
    closeOthers(view: VisitedView) {
      delOthersViews(view.path);
      navigate(view.fullPath);
    },
    closeAll() {
      delAllViews();
      leaveIfClosed();
    },
    refresh(view: VisitedView) {
      refreshView(view.name);
      navigate(view.fullPath);
    },
  };
}

interface TagProps {
  view: VisitedView;
  active: boolean;
  onClose(): void;
  onContextMenu(event: MouseEvent): void;
}

function Tag({ view, active, onClose, onContextMenu }: TagProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const closable = !view.affix;

  const closeOnMiddleClick = (event: MouseEvent) => {
    if (event.button !== 1) return;
    // Otherwise the browser also opens the link in a new tab.
    event.preventDefault();
    onClose();
  };

  return (
    <span
      data-testid="tag"
      data-path={view.path}
      className={active ? `${styles.tag} ${styles.active}` : styles.tag}
      style={active ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: token.colorTextLightSolid } : undefined}
      onAuxClick={closable ? closeOnMiddleClick : undefined}
      onContextMenu={onContextMenu}
    >
      <Link to={view.fullPath} className={styles.link} aria-current={active ? 'page' : undefined}>
        {view.title}
      </Link>
      {closable && (
        <button type="button" className={styles.close} aria-label={t('tags.close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      )}
    </span>
  );
}

interface TagMenuProps extends OpenMenu {
  actions: TagActions;
  onDismiss(): void;
}

function TagMenu({ view, x, y, actions, onDismiss }: TagMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, onDismiss);

  const items = [
    { label: t('tags.refresh'), run: () => actions.refresh(view) },
    ...(view.affix ? [] : [{ label: t('tags.close'), run: () => actions.close(view) }]),
    { label: t('tags.closeOthers'), run: () => actions.closeOthers(view) },
    { label: t('tags.closeAll'), run: () => actions.closeAll() },
  ];

  return createPortal(
    <div ref={ref} role="menu" className={styles.menu} style={{ left: x, top: y, width: MENU_WIDTH }}>
      {items.map(({ label, run }) => (
        <button
          key={label}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            onDismiss();
            run();
          }}
        >
          {label}
        </button>
      ))}
    </div>,
    document.body,
  );
}

/** Calls onDismiss on a press outside the element or on Escape. */
function useDismiss(ref: RefObject<HTMLElement | null>, onDismiss: () => void) {
  useEffect(() => {
    const onPress = (event: globalThis.MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, onDismiss]);
}
