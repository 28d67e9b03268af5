import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { useSession } from '../stores/session.store.ts';
import { scriptedApiForFile } from '../test/api-harness.tsx';
import { AppRoutes } from './app-routes.tsx';

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

describe('loading the session', () => {
  const api = scriptedApiForFile();
  afterEach(() => useSession.setState({ token: null, userId: 0 }));

  it('keeps the session when the server cannot answer, and tries again when asked', async () => {
    api.reset({ '/user/info': () => ({ status: 503, desc: '服务暂时不可用，请稍后再试' }) });
    useSession.setState({ token: 'kept-token', userId: 0 });
    renderAt('/home');
    const retry = await screen.findByRole('button', { name: '重 试' });
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('kept-token');
    await userEvent.click(retry);
    await waitFor(() => expect(api.to('/user/info')).toHaveLength(2));
  });

  it('keeps the session when its answer is cut off, as when the page reloads while it loads', async () => {
    const realFetch = globalThis.fetch;
    const cutOff = () => new ReadableStream({ start: (controller) => controller.error(new DOMException('The user aborted a request.', 'AbortError')) });
    globalThis.fetch = async () => new Response(cutOff(), { status: 200, headers: { 'content-type': 'application/json' } });
    try {
      useSession.setState({ token: 'kept-token', userId: 0 });
      renderAt('/home');
      expect(await screen.findByRole('button', { name: '重 试' })).toBeInTheDocument();
      expect(useSession.getState().token).toBe('kept-token');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('forgets the session the server refuses', async () => {
    api.reset({ '/user/info': () => ({ status: 401, desc: '登录已失效，请重新登录' }) });
    useSession.setState({ token: 'ended-token', userId: 0 });
    renderAt('/home');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
  });
});
