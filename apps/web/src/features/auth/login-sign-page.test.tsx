import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startScriptedServer } from '../../test/scripted-server.ts';
import { useSession } from '../../stores/session.store.ts';
import '../../lib/i18n.ts';
import LoginSignPage from './login-sign-page.tsx';

const API = '/yl1001/platform/api';
const sent: Record<string, string>[] = [];
let answer: (res: ServerResponse) => void;

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({
    [`${API}/user/loginSign`]: (req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        sent.push(Object.fromEntries(new URLSearchParams(body)));
        answer(res);
      });
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  useSession.setState({ token: null, userId: 0 });
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const LINK = { appId: 'oa', username: 'zhouming', timestamp: '1795830000', nonce: 'n-0123456789abcdef', sign: 'a'.repeat(64) };

function renderPage(nonce: string) {
  const search = new URLSearchParams({ ...LINK, nonce, redirect: '/sys/user-manage' });
  render(
    <App>
      <MemoryRouter initialEntries={[`/loginSign?${search}`]}>
        <Routes>
          <Route path="/loginSign" element={<LoginSignPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('signed sign-in page', () => {
  it('posts the link once and goes where it says, signed in', async () => {
    answer = (res) => json(res, 200, { code: 200, data: { token: 'signed-token', mustChangePassword: false }, status_desc: '' });
    renderPage('n-signed-in-000001');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sys/user-manage');
    expect(sent).toEqual([{ ...LINK, nonce: 'n-signed-in-000001' }]);
    expect(localStorage.getItem('authorization')).toBe('signed-token');
  });

  it('tells why a link cannot sign in, and offers the password sign-in', async () => {
    answer = (res) => json(res, 200, { code: 400, data: null, status_desc: '登录链接已过期，请从应用重新进入' });
    renderPage('n-refused-00000001');
    expect(await screen.findByText('登录链接已过期，请从应用重新进入')).toBeInTheDocument();
    expect(screen.getByText('无法通过该链接登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /使用账号密码登录/ })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('authorization')).toBeNull();
  });
});
