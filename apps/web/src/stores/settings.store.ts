import { useMemo } from 'react';
import type { ThemeConfig } from 'antd';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { consoleTheme } from '../lib/console-theme.ts';
import { useMediaQuery, usePrefersDark } from '../lib/media-query.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';

/** The 8 theme presets of the theme picker; the default is #1890ff. */
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;
const DEFAULT_THEME = '#1890ff';

/** Light or dark colours, or those the system asks for. */
export const APPEARANCES = ['system', 'light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export interface LayoutSettings {
  theme: string;
  appearance: Appearance;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Stronger text, borders and theme colour (WCAG 1.4.3 and 1.4.11 in every part of the console). */
  highContrast: boolean;
}

interface SettingsState extends LayoutSettings {
  drawerOpen: boolean;
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  setDrawerOpen(open: boolean): void;
}

/**
 * Layout settings: defaults as specified (tags view on, header not fixed, logo on), the appearance
 * following the system, high contrast off, kept over reloads.
 */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      appearance: 'system',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      highContrast: false,
      drawerOpen: false,
      change: (key, value) => set({ [key]: value } as Partial<SettingsState>),
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
    }),
    {
      name: STORAGE_KEYS.settings,
      partialize: ({ theme, appearance, tagsView, fixedHeader, sidebarLogo, highContrast }) => ({ theme, appearance, tagsView, fixedHeader, sidebarLogo, highContrast }),
    },
  ),
);

/** Whether the console shows dark colours: chosen so, or following a system that asks for them. */
export function useDarkAppearance(): boolean {
  const appearance = useSettings((state) => state.appearance);
  const systemDark = usePrefersDark();
  return appearance === 'dark' || (appearance === 'system' && systemDark);
}

/**
 * Whether the console keeps still: no animations when the person asked their system for less motion
 * (WCAG 2.3.3). Here, beside the appearance, so that the home page and the pages that use it share
 * the chunk the home page loads anyway.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * The console's antd theme from these settings, in dark colours when `dark` (the K-type screen always
 * is). Here too for the chunk: the app and that screen share this one already.
 */
export function useConsoleTheme(dark: boolean): ThemeConfig {
  const colour = useSettings((state) => state.theme);
  const highContrast = useSettings((state) => state.highContrast);
  return useMemo(() => consoleTheme(colour, dark, highContrast), [colour, dark, highContrast]);
}
