import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { scriptedApiForFile } from '../test/api-harness.tsx';
import { button } from '../test/users-harness.tsx';
import { SocialBindingsDialog } from './social-bindings-dialog.tsx';

const api = scriptedApiForFile();
let mine = [{ id: 7, provider: 'github', displayName: 'zhou-ming', avatar: '', createdAt: '2026-11-27T08:00:00.000Z' }];
beforeEach(() => {
  mine = [{ id: 7, provider: 'github', displayName: 'zhou-ming', avatar: '', createdAt: '2026-11-27T08:00:00.000Z' }];
  api.reset({
    '/social/mine': () => ({ data: mine }),
    '/social/available': () => ({ data: [{ provider: 'github', displayName: 'GitHub' }, { provider: 'wechat', displayName: '微信' }] }),
    '/social/mine/unbind': () => {
      mine = [];
      return { data: null, desc: '已解绑' };
    },
    '/social/wechat/login': () => ({ data: { url: 'https://open.weixin.qq.com/connect/qrconnect?state=s1' } }),
  });
});

const renderDialog = () => render(
  <QueryClientProvider client={new QueryClient()}>
    <App><MemoryRouter initialEntries={['/sys/user-manage']}><SocialBindingsDialog open onDone={() => undefined} /></MemoryRouter></App>
  </QueryClientProvider>,
);

describe('outside accounts dialog', () => {
  it("lists the user's bindings, unbinds one after confirmation, and offers the providers not bound yet", async () => {
    renderDialog();
    expect(await screen.findByText('zhou-ming')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定GitHub' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    await waitFor(() => expect(api.to('/social/wechat/login')).toHaveLength(1));
    expect(api.to('/social/wechat/login')[0]!.query.get('redirect')).toBe('/sys/user-manage');

    await userEvent.click(button(/解\s*绑/));
    await userEvent.click(button(/^(确\s*定|OK)$/, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/social/mine/unbind')).toHaveLength(1));
    expect(api.to('/social/mine/unbind')[0]!.body.get('id')).toBe('7');
    expect(await screen.findByText('还没有绑定第三方账号')).toBeInTheDocument();
  });
});
