import { useLayoutEffect, type ReactNode } from 'react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { CSP_NONCE } from '../lib/csp-nonce.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useDarkAppearance, useReducedMotion, useSettings } from '../stores/settings.store.ts';

/**
 * The tokens that the style sheets outside antd read (the page behind everything, the sign-in card,
 * the tags bar), as `--console-…` variables.
 */
const DOCUMENT_TOKENS = [
  'colorBgLayout', 'colorBgContainer', 'colorBgElevated', 'colorBorder', 'colorText', 'colorTextSecondary',
  'colorTextQuaternary', 'colorFillSecondary', 'colorPrimaryBorder', 'boxShadowSecondary',
] as const;

const cssVariableOf = (token: string) => `--console-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Below this relative luminance a theme colour would vanish into the dark background (#212121, #304156). */
const DARK_SEED_MIN_LUMINANCE = 0.1;
/** How much white such a colour gets in dark mode: its hue stays, it becomes visible. */
const DARK_SEED_LIGHTEN = 0.4;

const channelsOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

function luminanceOf(channels: number[]): number {
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The theme colour antd derives the palette from: in dark mode, a very dark one is lightened so that it still shows. */
export function seedColour(colour: string, dark: boolean): string {
  if (!dark || !/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const channels = channelsOf(colour);
  if (luminanceOf(channels) >= DARK_SEED_MIN_LUMINANCE) return colour;
  const lifted = channels.map((channel) => Math.round(channel + (255 - channel) * DARK_SEED_LIGHTEN));
  return `#${lifted.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Puts the appearance on the document: `color-scheme` for scrollbars and native controls, and the
 * tokens as variables for the style sheets outside antd. Before paint, so no frame shows the old colours.
 */
function DocumentColours({ dark }: { dark: boolean }) {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    style.colorScheme = dark ? 'dark' : 'light';
    for (const name of DOCUMENT_TOKENS) style.setProperty(cssVariableOf(name), String(token[name]));
  }, [dark, token]);
  return null;
}

/** The styles antd writes into the page carry the page's nonce, which its policy asks of every style element. */
const CSP = { nonce: CSP_NONCE };
/** A dialog's content scrolls within the window, so that its buttons stay in sight on a short screen (a phone). */
const DIALOGS = { styles: { body: { maxHeight: 'calc(100dvh - 240px)', overflowY: 'auto' as const } } };

/** antd's theme for the whole app: language, size, the chosen theme colour, light or dark, and no animations for people who asked their system for less motion. */
export function AppTheme({ children }: { children: ReactNode }) {
  const colour = useSettings((state) => state.theme);
  const dark = useDarkAppearance();
  const size = useAppStore((state) => state.size);
  const reducedMotion = useReducedMotion();
  const { i18n } = useTranslation();
  const seed = seedColour(colour, dark);
  const config: ThemeConfig = {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: seed, colorLink: seed, motion: !reducedMotion },
  };
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={config} componentSize={size} csp={CSP} modal={DIALOGS}>
      <DocumentColours dark={dark} />
      {children}
    </ConfigProvider>
  );
}
