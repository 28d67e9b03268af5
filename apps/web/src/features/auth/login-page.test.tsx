import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, ok, startScriptedServer } from '../../test/scripted-server.ts';
import { useSession } from '../../stores/session.store.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import LoginPage from './login-page.tsx';
import ShortMsgPage from './short-msg-page.tsx';

const API = '/yl1001/platform/api';
const sentBodies: string[] = [];
const expiredBodies: string[] = [];
const socialStarts: string[] = [];
let available: { provider: string; displayName: string }[] = [];
let loginAnswers: Array<(res: Parameters<typeof json>[0]) => void> = [];
let captchaMode = 'afterFailures';
let captchasIssued = 0;

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
    [`${API}/user/initCaptcha`]: (req, res) => ok(`captcha-${++captchasIssued}`)(req, res),
    [`${API}/social/available`]: (req, res) => ok(available)(req, res),
    [`${API}/social/github/login`]: (req, res) => {
      socialStarts.push(req.url!);
      ok({ url: 'https://github.com/login/oauth/authorize?state=s1' })(req, res);
    },
    [`${API}/user/passwordRules`]: ok({ minLength: 10, minStrength: 2, historyCount: 3, maxAgeDays: 90 }),
    [`${API}/user/expiredLogin`]: (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        expiredBodies.push(body);
        json(res, 200, { code: 200, data: { token: 'renewed', mustChangePassword: false }, status_desc: '' });
      });
    },
    [`${API}/config/signIn`]: (req, res) => ok({ captcha: captchaMode })(req, res),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sentBodies.length = 0;
  captchaMode = 'afterFailures';
  captchasIssued = 0;
  available = [];
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
          <Route path="/shortMsg" element={<ShortMsgPage />} />
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
  it('switches to English before signing in, and remembers it', async () => {
    renderLogin('/login');
    const languages = screen.getByRole('navigation', { name: '语言' });
    expect(within(languages).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('en-US');
    changeLanguage('zh-CN');
  });

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

  it('with the captcha always on, goes by keyboard from the password to the answer and the named button that shows another, and Enter signs in', async () => {
    captchaMode = 'always';
    loginAnswers = [(res) => json(res, 200, { code: 200, data: { token: 'tok' }, status_desc: '' })];
    renderLogin('/login');
    const image = await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.tab();
    await userEvent.keyboard('secret');
    // Past the password's show-or-hide toggle.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveFocus();
    await userEvent.keyboard('XXXX');
    await userEvent.tab();
    const another = screen.getByRole('button', { name: '看不清？换一张' });
    expect(another).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(image).toHaveAttribute('src', `${API}/user/drawCaptcha/captcha-2`));
    expect(another).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('');
    await userEvent.keyboard('K7PX{Enter}');
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(sentBodies[0]))).toMatchObject({ captchaId: 'captcha-2', captcha: 'K7PX' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it('asks for a new password when the password has expired, then signs in with it', async () => {
    loginAnswers = [(res) => json(res, 400, { code: 400, data: { captchaRequired: false, passwordExpired: true }, status_desc: '密码已过期，请设置新密码后登录' })];
    renderLogin('/login?redirect=%2Fsys%2Fuser-manage');
    await fill('zhouming', 'Old-pass-1');
    expect(await screen.findByText('账号 zhouming 的密码已过期，请设置新密码，设置后即登录。')).toBeInTheDocument();
    expect(await screen.findByText('至少 10 个字符，不能是常见密码、键盘顺序或包含用户名，不能与最近 3 次的密码相同')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('新密码'), 'Short-1');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Other-1');
    await userEvent.click(screen.getByRole('button', { name: '设置新密码并登录' }));
    expect(await screen.findByText('新密码至少 10 个字符')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(expiredBodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'Renewed-pass-2');
    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Renewed-pass-2');
    await userEvent.click(screen.getByRole('button', { name: '设置新密码并登录' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sys/user-manage');
    expect(Object.fromEntries(new URLSearchParams(expiredBodies[0]))).toEqual({ username: 'zhouming', oldPassword: 'Old-pass-1', newPassword: 'Renewed-pass-2' });
    expect(localStorage.getItem('authorization')).toBe('renewed');
  });

  it('offers the outside sign-ins an administrator enabled, starting one with the page to return to', async () => {
    available = [{ provider: 'github', displayName: '用 GitHub 登录' }];
    renderLogin('/login?redirect=%2Fsys%2Fuser-manage');
    expect(await screen.findByText('其他登录方式')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '用 GitHub 登录' }));
    await waitFor(() => expect(socialStarts).toHaveLength(1));
    expect(new URL(socialStarts[0]!, 'http://x').searchParams.get('redirect')).toBe('/sys/user-manage');
  });
});
