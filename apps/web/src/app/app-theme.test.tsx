import { act, render, screen } from '@testing-library/react';
import { Modal, theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { THEME_PRESETS, useSettings } from '../stores/settings.store.ts';
import { consoleTheme, seedColour } from '../lib/console-theme.ts';
import { AppTheme } from './app-theme.tsx';

const initialSettings = useSettings.getState();

/** A system whose colour and motion preferences the test sets, telling the listeners as a browser would. */
function fakeSystem(prefersDark: boolean, { reducedMotion = false } = {}) {
  const listeners = new Set<() => void>();
  let dark = prefersDark;
  const holds = (query: string) => (query === '(prefers-color-scheme: dark)' && dark) || (query === '(prefers-reduced-motion: reduce)' && reducedMotion);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: holds(query), media: query, onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }) as unknown as MediaQueryList);
  return {
    switchTo(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function TokenProbe() {
  const { token } = theme.useToken();
  return <output data-testid="tokens" data-bg={token.colorBgContainer} data-primary={token.colorPrimary} data-motion={String(token.motion)} />;
}

function renderTheme() {
  render(<AppTheme><TokenProbe /></AppTheme>);
  const probe = screen.getByTestId('tokens');
  return { background: () => probe.dataset.bg, primary: () => probe.dataset.primary, motion: () => probe.dataset.motion };
}

const darkToken = (colorPrimary: string) => theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary } });
const rootStyle = () => document.documentElement.style;

beforeEach(() => useSettings.setState(initialSettings, true));
afterEach(() => vi.restoreAllMocks());

describe('dialogs', () => {
  it('scroll their content within the window, their buttons in sight', () => {
    render(<AppTheme><Modal open title="长对话框">内容</Modal></AppTheme>);
    const body = screen.getByText('内容').closest('.ant-modal-body');
    expect(body).toHaveStyle({ overflowY: 'auto' });
    expect((body as HTMLElement).style.maxHeight).toBe('calc(100dvh - 240px)');
  });
});

describe('the appearance', () => {
  it('follows the system by default, also when the system changes while the console is open', () => {
    const system = fakeSystem(false);
    const tokens = renderTheme();
    expect(useSettings.getState().appearance).toBe('system');
    expect(tokens.background()).toBe('#ffffff');
    expect(rootStyle().colorScheme).toBe('light');

    system.switchTo(true);
    expect(tokens.background()).toBe(darkToken('#1890ff').colorBgContainer);
    expect(rootStyle().colorScheme).toBe('dark');
    expect(rootStyle().getPropertyValue('--console-color-bg-layout')).toBe('#000000');
  });

  it('stays light or dark when chosen so, whatever the system says', () => {
    const system = fakeSystem(true);
    useSettings.getState().change('appearance', 'light');
    const tokens = renderTheme();
    expect(tokens.background()).toBe('#ffffff');

    act(() => useSettings.getState().change('appearance', 'dark'));
    system.switchTo(false);
    expect(tokens.background()).toBe(darkToken('#1890ff').colorBgContainer);
    expect(rootStyle().colorScheme).toBe('dark');
  });

  it('keeps the chosen theme colour in dark mode', () => {
    fakeSystem(false);
    useSettings.setState({ appearance: 'dark', theme: '#f5222d' });
    const tokens = renderTheme();
    expect(tokens.primary()).toBe(darkToken('#f5222d').colorPrimary);

    act(() => useSettings.getState().change('theme', '#11a983'));
    expect(tokens.primary()).toBe(darkToken('#11a983').colorPrimary);
  });

  it('lightens the theme colours that would vanish into the dark background, and only those, only in dark mode', () => {
    expect(seedColour('#212121', true)).toBe('#7a7a7a');
    expect(seedColour('#304156', true)).toBe('#838d9a');
    expect(seedColour('#1890ff', true)).toBe('#1890ff');
    expect(seedColour('#6959CD', true)).toBe('#6959CD');
    expect(seedColour('#212121', false)).toBe('#212121');
  });

  it('is remembered with the other layout settings', () => {
    useSettings.getState().change('appearance', 'dark');
    expect(JSON.parse(localStorage.getItem('layoutSettings')!).state.appearance).toBe('dark');
  });
});

describe('motion', () => {
  it('animates unless the system asks for less motion', () => {
    fakeSystem(false);
    expect(renderTheme().motion()).toBe('true');
  });

  it('stops antd animating when the system asks for less motion', () => {
    fakeSystem(false, { reducedMotion: true });
    expect(renderTheme().motion()).toBe('false');
  });
});

/** A colour as the screen shows it: `rgba(…)` laid over the background, `#rrggbb` as it is. */
function shown(colour: string, background: string): number[] {
  const hex = (text: string) => [1, 3, 5].map((start) => parseInt(text.slice(start, start + 2), 16));
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (!rgba) return hex(colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour);
  const alpha = Number(rgba[4]);
  return hex(background).map((channel, index) => Number(rgba[index + 1]) * alpha + channel * (1 - alpha));
}

function contrast(colour: string, background: string): number {
  const luminance = (channels: number[]) => {
    const [r, g, b] = channels.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(shown(colour, background)), luminance(shown(background, '#000000'))].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const tokensOf = (colour: string, dark: boolean, highContrast: boolean) => theme.getDesignToken(consoleTheme(colour, dark, highContrast));
const APPEARANCES = [{ name: 'light', dark: false }, { name: 'dark', dark: true }];

describe('contrast', () => {
  it('keeps the specified theme colour #1890ff as it is, high contrast off', () => {
    expect(tokensOf('#1890ff', false, false).colorPrimary).toBe('#1890ff');
  });

  describe.each(APPEARANCES)('in $name colours', ({ dark }) => {
    it('writes secondary text, descriptions and placeholders at 4.5:1 on the page and on its cards', () => {
      const token = tokensOf('#1890ff', dark, false);
      for (const text of [token.colorTextSecondary, token.colorTextTertiary, token.colorTextDescription, token.colorTextPlaceholder]) {
        for (const background of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('writes the status colours at 4.5:1 on cards', () => {
      const token = tokensOf('#1890ff', dark, false);
      for (const status of [token.colorError, token.colorSuccess, token.colorWarning]) expect(contrast(status, token.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(THEME_PRESETS)('with 高对比度 and the theme colour %s, writes every text and the theme colour at 7:1, and text on the theme colour too', (colour) => {
      const token = tokensOf(colour, dark, true);
      for (const background of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) {
        for (const text of [token.colorText, token.colorTextSecondary, token.colorTextTertiary, token.colorTextPlaceholder, token.colorPrimary, token.colorLink, token.colorError]) {
          expect(contrast(text, background)).toBeGreaterThanOrEqual(7);
        }
        expect(contrast(token.colorBorder, background)).toBeGreaterThanOrEqual(3);
      }
      expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(7);
    });
  });

  it('applies 高对比度 as soon as it is switched on', () => {
    fakeSystem(false);
    const tokens = renderTheme();
    expect(tokens.primary()).toBe('#1890ff');

    act(() => useSettings.getState().change('highContrast', true));
    expect(contrast(tokens.primary()!, '#ffffff')).toBeGreaterThanOrEqual(7);
  });
});

describe('the document', () => {
  it('says which language it is in, following the language chosen', () => {
    fakeSystem(false);
    renderTheme();
    expect(document.documentElement.lang).toBe('zh-CN');
    try {
      act(() => changeLanguage('en-US'));
      expect(document.documentElement.lang).toBe('en-US');
    } finally {
      act(() => changeLanguage('zh-CN'));
    }
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
