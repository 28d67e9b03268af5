import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../lib/routes.ts';

/** Fetched at the first opening: most sessions never open it. */
const CommandPalette = lazy(() => import('./command-palette.tsx'));

const ON_MAC = /Mac|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT = ON_MAC ? '⌘ K' : 'Ctrl K';

/** Ctrl+K or ⌘+K, whatever the system: a Mac keyboard on another system finds its shortcut too. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Calls `open` on the shortcut, wherever the focus is; the browser's own use of it (its search bar) gives way. */
function useShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * The top bar's button of the command palette, which the shortcut opens too. Once opened, the
 * palette stays mounted (hidden), so that it opens at once the next time.
 */
export function PaletteLauncher({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [hinted, setHinted] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  useShortcut(show);
  return (
    <>
      {/* The hint gives way to the palette: the pointer resting on the button would otherwise keep it above the dialog. */}
      <Tooltip title={`${t('palette.title')} (${SHORTCUT})`} open={hinted && !open} onOpenChange={setHinted}>
        <Button type="text" icon={<SearchOutlined />} aria-label={t('palette.title')} aria-keyshortcuts="Control+K Meta+K" onClick={show} />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <CommandPalette open={open} routes={routes} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
