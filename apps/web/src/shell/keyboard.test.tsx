import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './navbar.tsx';
import { MainContent, SkipLink } from './shell-parts.tsx';

describe('top-bar menus', () => {
  it('open from the keyboard with the focus in them, and Escape gives it back to their button', async () => {
    render(<App><LanguageSwitch /></App>);
    const language = screen.getByRole('button', { name: '语言' });
    language.focus();
    await userEvent.keyboard('{Enter}');
    const chinese = await screen.findByRole('menuitem', { name: '中文' });
    await waitFor(() => expect(chinese).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(language).toHaveFocus();
  });
});

describe('the skip link', () => {
  it('gives the page area the focus, the address unchanged', async () => {
    render(<><SkipLink /><button type="button">菜单</button><MainContent><button type="button">页面</button></MainContent></>);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '页面' })).toHaveFocus();
  });
});
