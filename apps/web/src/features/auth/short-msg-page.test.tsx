import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startScriptedServer } from '../../test/scripted-server.ts';
import { useSession } from '../../stores/session.store.ts';
import '../../lib/i18n.ts';
import ShortMsgPage from './short-msg-page.tsx';

const API = '/yl1001/platform/api';
const sent: Record<string, Record<string, string>[]> = {};
let captchas = 0;
let loginAnswer: (res: ServerResponse) => void;

/** Records the form a call was sent, then answers it. */
const recording = (path: string, answer: (res: ServerResponse) => void) => (req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    (sent[path] ??= []).push(Object.fromEntries(new URLSearchParams(body)));
    answer(res);
  });
};

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({
    [`${API}/user/initCaptcha`]: (_req, res) => json(res, 200, { code: 200, data: `captcha-${(captchas += 1)}`, status_desc: '' }),
    [`${API}/user/sendMsg`]: recording('sendMsg', (res) => json(res, 200, { code: 200, data: null, status_desc: '验证码已发送，5 分钟内有效' })),
    [`${API}/user/smsLogin`]: recording('smsLogin', (res) => loginAnswer(res)),
    [`${API}/user/passwordRules`]: (_req, res) => json(res, 200, { code: 200, data: { minLength: 8, minStrength: 2, historyCount: 0, maxAgeDays: 0 }, status_desc: '' }),
    [`${API}/user/sendMsgByu`]: recording('sendMsgByu', (res) => json(res, 200, { code: 200, data: null, status_desc: '如果该账号绑定了手机号，验证码已发送到该手机' })),
    [`${API}/user/resetPasswordByCode`]: recording('resetPasswordByCode', (res) => json(res, 200, { code: 200, data: null, status_desc: '密码已重置，请使用新密码登录' })),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  for (const path of Object.keys(sent)) delete sent[path];
  captchas = 0;
  localStorage.clear();
  useSession.setState({ token: null, userId: 0 });
});

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

function renderPage(entry = '/shortMsg') {
  render(
    <App>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/shortMsg" element={<ShortMsgPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('SMS sign-in page', () => {
  it('sends a code after the captcha, counts down, and signs in with the code', async () => {
    loginAnswer = (res) => json(res, 200, { code: 200, data: { token: 'sms-token', mustChangePassword: false }, status_desc: '' });
    renderPage('/shortMsg?redirect=%2Fsys%2Fuser-manage');
    expect(await screen.findByRole('img', { name: '验证码' })).toHaveAttribute('src', `${API}/user/drawCaptcha/captcha-1`);
    await userEvent.type(screen.getByLabelText('手机号'), '13900000001');
    await userEvent.type(screen.getByLabelText('验证码'), 'K7PX');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(sent.sendMsg).toEqual([{ phone: '13900000001', captchaId: 'captcha-1', captcha: 'K7PX' }]);
    // The captcha was spent: another is shown.
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码' })).toHaveAttribute('src', `${API}/user/drawCaptcha/captcha-2`));

    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sys/user-manage');
    expect(sent.smsLogin).toEqual([{ phone: '13900000001', code: '123456' }]);
    expect(localStorage.getItem('authorization')).toBe('sms-token');
  });

  it('names a phone off the rule and a missing captcha before sending anything', async () => {
    renderPage();
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('手机号'), '2390000000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入以 1 开头的 11 位手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入 6 位短信验证码')).toBeInTheDocument();
    expect(sent.sendMsg).toBeUndefined();
    expect(sent.smsLogin).toBeUndefined();
  });

  it('stays on the page when the code is refused', async () => {
    loginAnswer = (res) => json(res, 400, { code: 400, data: null, status_desc: '短信验证码错误或已失效' });
    renderPage();
    await userEvent.type(screen.getByLabelText('手机号'), '13900000001');
    await userEvent.type(screen.getByLabelText('短信验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(sent.smsLogin).toHaveLength(1));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: '账号密码登录' })).toHaveAttribute('href', '/login');
  });

  it('sets a forgotten password with a code sent to the phone of a username, then goes to the sign-in page', async () => {
    renderPage('/shortMsg?for=reset');
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    expect(await screen.findByText('至少 8 个字符，不能是常见密码、键盘顺序或包含用户名')).toBeInTheDocument();
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('用户名'), ' yingcai ');
    await userEvent.type(screen.getByLabelText('验证码'), 'K7PX');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('如果该账号绑定了手机号，验证码已发送到该手机')).toBeInTheDocument();
    expect(sent.sendMsgByu).toEqual([{ username: 'yingcai', captchaId: 'captcha-1', captcha: 'K7PX' }]);

    await userEvent.type(screen.getByLabelText('短信验证码'), '246810');
    await userEvent.type(screen.getByLabelText('新密码'), 'Found-again-7');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Found-again-7');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(sent.resetPasswordByCode).toEqual([{ username: 'yingcai', code: '246810', newPassword: 'Found-again-7' }]);
  });
});
