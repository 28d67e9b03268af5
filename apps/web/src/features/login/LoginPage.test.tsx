import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, ok, startScriptedServer } from '../../test/scripted-server.ts';
import { useSession } from '../../stores/session.store.ts';
import '../../lib/i18n.ts';
import LoginPage from './LoginPage.tsx';

const API = '/yl1001/platform/api';
const sentBodies: string[] = [];
let loginAnswers: Array<(res: Parameters<typeof json>[0]) => void> = [];
let captchaMode = 'afterFailures';

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({
    [`${API}/user/login`]: (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        sentBodies.push(body);
        loginAnswers.shift()!(res);
      });
    },
    [`${API}/user/initCaptcha`]: ok('captcha-1'),
    [`${API}/config/signIn`]: (req, res) => ok({ captcha: captchaMode })(req, res),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sentBodies.length = 0;
  captchaMode = 'afterFailures';
  useSession.setState({ token: null, userId: 0 });
});

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

function renderLogin(entry: string) {
  render(
    <App>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

async function fill(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('用户名'), username);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('sign-in page', () => {
  it('sends the username trimmed and follows the redirect parameter', async () => {
    loginAnswers = [(res) => json(res, 200, { code: 200, data: { token: 'tok' }, status_desc: '操作成功' })];
    renderLogin('/login?redirect=%2Fsys%2Fuser-manage');
    await fill('  admin  ', 'secret');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sys/user-manage');
    expect(new URLSearchParams(sentBodies[0])).toEqual(new URLSearchParams({ username: 'admin', password: 'secret' }));
    expect(localStorage.getItem('authorization')).toBe('tok');
  });

  it('ignores a redirect to another site', async () => {
    loginAnswers = [(res) => json(res, 200, { code: 200, data: { token: 'tok' }, status_desc: '' })];
    renderLogin('/login?redirect=%2F%2Fevil.example');
    await fill('admin', 'secret');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows the captcha when the server asks for it and sends its answer', async () => {
    loginAnswers = [
      (res) => json(res, 400, { code: 400, data: { captchaRequired: true }, status_desc: '请输入验证码' }),
      (res) => json(res, 200, { code: 200, data: { token: 'tok' }, status_desc: '' }),
    ];
    renderLogin('/login');
    await fill('admin', 'secret');
    const image = await screen.findByRole('img', { name: '验证码' });
    expect(image).toHaveAttribute('src', `${API}/user/drawCaptcha/captcha-1`);
    await userEvent.type(screen.getByLabelText('验证码'), 'K7PX');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(sentBodies).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(sentBodies[1]))).toEqual({ username: 'admin', password: 'secret', captchaId: 'captcha-1', captcha: 'K7PX' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it('shows the captcha before the first attempt when the system configuration always asks for it', async () => {
    captchaMode = 'always';
    renderLogin('/login');
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', `${API}/user/drawCaptcha/captcha-1`);
  });
});
