import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@console/contract/two-factor';
import { changeLanguage } from '../../lib/i18n.ts';
import { getToken } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.store.ts';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

const api = scriptedApiForFile();
const shownErrors = shownErrorsForFile();
let status: TwoFactorStatus;
let recoveryCodesLeft = 9;

beforeEach(() => {
  status = { enrolled: true, enrolledAt: '2026-05-03T08:00:00.000Z', required: false, recoveryCodesLeft: 10, smsPhone: null };
  api.reset({
    '/user/twoFactor': () => ({ data: status }),
    '/user/twoFactor/sms': () => ({ data: null, desc: '验证码已发送，5 分钟内有效' }),
    '/user/twoFactor/verify': ({ body }) => (body.get('code') === '000000'
      ? { status: 400, desc: '验证码错误、已过期或已使用过' }
      : { data: { token: `finished-by-${body.get('method')}`, recoveryCodesLeft }, desc: '两步验证通过' }),
  });
  useSession.getState().signedIn('unfinished');
  done.mockClear();
});

const done = vi.fn();
const renderStep = () => renderPage(<SecondFactorStep onDone={done} />, { name: 'home', url: '/home' });
/** The submit button; its name may keep the spinner's label a while after a check (antd's motion under jsdom). */
const verifyButton = (name: RegExp = /验\s*证$/) => screen.findByRole('button', { name });
const formOf = (index = 0) => Object.fromEntries(api.to('/user/twoFactor/verify')[index]!.body);

describe('the second step of a sign-in', () => {
  it('checks the code, sends it, and goes on with the finished session it answers', async () => {
    renderStep();
    const code = await screen.findByLabelText('验证码');
    expect(screen.getByText('请输入验证器 App 上的 6 位验证码')).toBeInTheDocument();
    await userEvent.type(code, '12a45');
    await userEvent.click(await verifyButton());
    expect(await screen.findByText('请输入 6 位数字')).toBeInTheDocument();
    expect(api.to('/user/twoFactor/verify')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(await verifyButton());
    await waitFor(() => expect(shownErrors).toEqual(['验证码错误、已过期或已使用过']));
    expect(code).toHaveValue('');
    expect(getToken()).toBe('unfinished');
    expect(done).not.toHaveBeenCalled();

    await userEvent.type(code, ' 123456 ');
    await userEvent.click(await verifyButton());
    await waitFor(() => expect(getToken()).toBe('finished-by-totp'));
    expect(formOf(1)).toEqual({ method: 'totp', code: '123456' });
    expect(done).toHaveBeenCalledOnce();
  });

  it('takes a recovery code instead, and says when few are left', async () => {
    recoveryCodesLeft = 2;
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: '使用恢复码' }));
    expect(screen.getByText('请输入一个未使用过的恢复码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('恢复码'), 'ABCDE-2345F');
    await userEvent.click(await verifyButton());
    await waitFor(() => expect(getToken()).toBe('finished-by-recovery'));
    expect(formOf()).toEqual({ method: 'recovery', code: 'ABCDE-2345F' });
    expect(await screen.findByText('恢复码只剩 2 个：请在“两步验证”中更换验证器，以获得新的恢复码')).toBeInTheDocument();
  });

  it('sends a code to the phone where the server offers it', async () => {
    status = { ...status, smsPhone: '139****0021' };
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: '发送短信验证码到 139****0021' }));
    expect(await screen.findByText('请输入发送到 139****0021 的短信验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('验证码'), '654321');
    await userEvent.click(await verifyButton());
    await waitFor(() => expect(getToken()).toBe('finished-by-sms'));
    expect(formOf()).toEqual({ method: 'sms', code: '654321' });
  });

  it('speaks English', async () => {
    changeLanguage('en-US');
    try {
      renderStep();
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(await verifyButton(/Verify$/)).toBeInTheDocument();
    } finally {
      changeLanguage('zh-CN');
    }
  });
});
