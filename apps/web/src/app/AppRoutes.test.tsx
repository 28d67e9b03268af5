import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { AppRoutes } from './AppRoutes.tsx';

const renderAt = (path: string) => render(<App><MemoryRouter initialEntries={[path]}><AppRoutes /></MemoryRouter></App>);

afterEach(() => changeLanguage('zh-CN'));

describe('sign-in page', () => {
  // First in the file: the sign-in page's code is loaded once, then kept.
  it('shows its frame, as index.html paints it, while its code loads', async () => {
    const { container } = renderAt('/login');
    expect(container.querySelector('.boot-frame .boot-title')).toHaveTextContent('后台管理系统');
    // The first import of the page's module is transformed on the fly, which takes a while on a busy machine.
    expect(await screen.findByLabelText('用户名', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('.boot-field')).toBeNull();
  });
});

describe('browser title', () => {
  it('is the page title and the console title, in Chinese', async () => {
    renderAt('/login');
    await waitFor(() => expect(document.title).toBe('登录 - 后台管理系统'));
  });

  it('is all English in English', async () => {
    changeLanguage('en-US');
    renderAt('/login');
    await waitFor(() => expect(document.title).toBe('Sign in - Back-office Console'));
  });
});
