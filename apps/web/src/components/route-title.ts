import { useCallback } from 'react';
import { flattenPages } from '@console/contract';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../lib/routes.ts';

const useEnglish = () => useTranslation().i18n.language === 'en-US';

/** A route's title in the current language: the server's (Chinese) title, or the English one. */
export function useRouteTitle(): (meta: RouteMeta | undefined) => string {
  const english = useEnglish();
  return useCallback((meta) => (english ? (meta?.titleEn ?? meta?.title) : meta?.title) ?? '', [english]);
}

const ENGLISH_TITLES = new Map(flattenPages().map((page) => [page.name, page.titleEn]));

/** A menu's title in the current language: its stored title, or in English the built-in page's English title. */
export function useMenuTitle(): (menu: { name: string; title: string }) => string {
  const english = useEnglish();
  return useCallback((menu) => (english ? (ENGLISH_TITLES.get(menu.name) ?? menu.title) : menu.title), [english]);
}
