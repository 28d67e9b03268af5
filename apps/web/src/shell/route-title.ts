import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../app/route-types.ts';

/** A route's title in the current language: the server's (Chinese) title, or the English one. */
export function useRouteTitle(): (meta: RouteMeta | undefined) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return useCallback((meta) => (english ? (meta?.titleEn ?? meta?.title) : meta?.title) ?? '', [english]);
}
