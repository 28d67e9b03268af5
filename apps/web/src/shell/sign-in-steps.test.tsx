import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignInStep } from '@console/contract';
import type { UserInfo } from '@console/contract/auth';
import { useSession } from '../stores/session.store.ts';
import { renderPage, scriptedApiForFile } from '../test/api-harness.tsx';
import { SignInFinishedFirst } from './shell-parts.tsx';

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/user/twoFactor': () => ({ data: { enrolled: false, enrolledAt: null, required: true, recoveryCodesLeft: 0, smsPhone: null } }),
    '/user/twoFactor/enrolment': () => ({ data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x:admin?secret=JBSWY3DPEHPK3PXP', enrolment: 'sealed' } }),
    '/user/passwordRules': () => ({ data: { minLength: 8, minStrength: 0, historyCount: 0, maxAgeDays: 0 } }),
    '/user/logout': () => ({ data: null, desc: '退出成功' }),
  });
});

/** The gate around the shell, for a session whose sign-in still owes `step`. */
function renderGate(step: SignInStep | null) {
  renderPage(<SignInFinishedFirst><main>the shell</main></SignInFinishedFirst>, { name: 'home', url: '/home' });
  const info: UserInfo = {
    admin_id: 1, name: 'admin', userName: 'admin', avatar: '', introduction: '', userType: 0, subAccount: false, roles: [],
    mustChangePassword: step === 'password', signInStep: step,
  };
  useSession.setState({ info });
}

describe('a sign-in that is not finished', () => {
  it('shows the shell once nothing is owed', () => {
    renderGate(null);
    expect(screen.getByText('the shell')).toBeInTheDocument();
  });

  it('asks for the second factor on the sign-in frame, mounting nothing of the shell', async () => {
    renderGate('secondFactor');
    expect(await screen.findByLabelText('验证码')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '两步验证' })).toBeInTheDocument();
    expect(screen.queryByText('the shell')).not.toBeInTheDocument();
  });

  it('asks for a password of the user\'s own', async () => {
    renderGate('password');
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    expect(screen.queryByText('the shell')).not.toBeInTheDocument();
  });

  it('keeps an account its role requires two factors of at an enrolment it cannot dismiss, but for signing out', async () => {
    renderGate('twoFactorEnrolment');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您的角色要求两步验证：绑定验证器后才能继续使用。')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: '绑定验证器的二维码' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByText('the shell')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(api.to('/user/logout')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });
});
