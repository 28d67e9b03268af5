import { act, render, screen } from '@testing-library/react';
import { Modal, theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../stores/settings.store.ts';
import { AppTheme, seedColour } from './AppTheme.tsx';

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
