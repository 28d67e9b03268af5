import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { CSP_NONCE } from '../lib/csp-nonce.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useConsoleTheme, useDarkAppearance, useReducedMotion } from '../stores/settings.store.ts';

/**
 * The tokens that the style sheets outside antd read (the page behind everything, the sign-in card,
 * the tags bar), as `--console-…` variables.
 */
const DOCUMENT_TOKENS = [
  'colorBgLayout', 'colorBgContainer', 'colorBgElevated', 'colorBorder', 'colorText', 'colorTextSecondary',
  'colorTextQuaternary', 'colorFillSecondary', 'colorPrimaryBorder', 'boxShadowSecondary',
] as const;

const cssVariableOf = (token: string) => `--console-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Puts the appearance and the language on the document: `color-scheme` for scrollbars and native
 * controls, the tokens as variables for the style sheets outside antd, and `lang` for screen readers
 * and the browser's hyphenation and translation (WCAG 3.1.1). Before paint, so no frame shows the old colours.
 */
function DocumentAppearance({ dark, language }: { dark: boolean; language: string }) {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.style.colorScheme = dark ? 'dark' : 'light';
    for (const name of DOCUMENT_TOKENS) root.style.setProperty(cssVariableOf(name), String(token[name]));
  }, [dark, language, token]);
  return null;
}

/** The styles antd writes into the page carry the page's nonce, which its policy asks of every style element. */
const CSP = { nonce: CSP_NONCE };
/** A dialog's content scrolls within the window, so that its buttons stay in sight on a short screen (a phone). */
const DIALOGS = { styles: { body: { maxHeight: 'calc(100dvh - 240px)', overflowY: 'auto' as const } } };

/**
 * antd's theme for the whole app: language, size, the chosen theme colour, light or dark, high contrast or
 * not, and no animations for people who asked their system for less motion. Its components' styles are
 * the static sheet main.tsx loads (`zeroRuntime`): the theme writes only their variables, at run time.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const dark = useDarkAppearance();
  const size = useAppStore((state) => state.size);
  const reducedMotion = useReducedMotion();
  const { i18n } = useTranslation();
  const themed = useConsoleTheme(dark);
  const config = useMemo(() => ({ ...themed, token: { ...themed.token, motion: !reducedMotion }, zeroRuntime: true }), [themed, reducedMotion]);
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={config} componentSize={size} csp={CSP} modal={DIALOGS}>
      <DocumentAppearance dark={dark} language={i18n.language} />
      {children}
    </ConfigProvider>
  );
}
