import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountProfile, OwnSession } from '@console/contract/account';
import type { TwoFactorStatus } from '@console/contract/two-factor';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import UserInfoPage from './user-info.page.tsx';
import { deviceOf } from './user-agent.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const MAIN: AccountProfile = {
  username: 'yingcai', name: '郑雅琴', avatar: '', phone: '13900139001', company: '深圳英才科技有限公司', region: '广东省深圳市南山区', mainAccount: null,
};
const SUB: AccountProfile = {
  username: 'yingcai-hr', name: '英才·招聘专员', avatar: '', phone: null, company: '深圳英才科技有限公司', region: '广东省深圳市南山区',
  mainAccount: { id: 7, name: '郑雅琴', company: '深圳英才科技有限公司' },
};
const session = (key: string, userAgent: string, current: boolean): OwnSession => ({
  key, ip: current ? '203.0.113.7' : '198.51.100.20', userAgent, createdAt: '2026-05-01T08:00:00.000Z', lastSeenAt: '2026-05-02T09:30:00.000Z', current,
});

/** The OK button of a confirmation, in the language antd was given (none here: English). */
const OK = /^(确\s*定|OK)$/;

const api = scriptedApiForFile();
const shownErrors = shownErrorsForFile();
let sessions: OwnSession[] = [];
beforeEach(() => {
  sessions = [session('aaaaaaaaaaaa', CHROME, true), session('bbbbbbbbbbbb', IPHONE, false), session('cccccccccccc', 'curl/8.5.0', false)];
  api.reset({
    '/user/profile': () => ({ data: MAIN }),
    '/user/profile/update': ({ body }) => ({ data: { ...MAIN, ...Object.fromEntries(body) }, desc: '资料已保存' }),
    '/user/sessions': () => ({ data: sessions }),
    '/user/sessions/signOut': ({ body }) => {
      sessions = sessions.filter((each) => each.key !== body.get('key'));
      return { data: null, desc: '已退出该设备上的登录' };
    },
    '/user/sessions/signOutOthers': () => {
      const ended = sessions.length - 1;
      sessions = sessions.filter((each) => each.current);
      return { data: { ended }, desc: '已退出其他设备上的登录' };
    },
    '/user/passwordRules': () => ({ data: { minLength: 10, minStrength: 2, historyCount: 3, maxAgeDays: 0 } }),
    '/user/updatePassword': () => ({ data: null, desc: '密码已修改，其他设备上的登录已退出' }),
    '/social/mine': () => ({ data: [{ id: 3, provider: 'github', displayName: 'zheng-yaqin', avatar: '', createdAt: '2026-04-01T08:00:00.000Z' }] }),
    '/social/available': () => ({ data: [{ provider: 'github', displayName: 'GitHub' }] }),
    '/social/mine/unbind': () => ({ data: null, desc: '已解绑' }),
    '/user/initCaptcha': () => ({ data: `captcha-${api.to('/user/initCaptcha').length}` }),
    '/user/sendMsgByCode': () => ({ data: null, desc: '验证码已发送，5 分钟内有效' }),
    '/user/resetphone': () => ({ data: null, desc: '手机号已更换，其他设备上的登录已退出' }),
    '/user/twoFactor': () => ({ data: twoFactor }),
    '/user/twoFactor/enrolment': () => ({ data: { secret: SECRET, uri: `otpauth://totp/x:yingcai?secret=${SECRET}`, enrolment: 'sealed-offer' } }),
    '/user/twoFactor/enrolment/confirm': ({ body }) => {
      if (body.get('code') !== '246810') return { status: 400, desc: '验证码错误、已过期或已使用过' };
      twoFactor = { ...twoFactor, enrolled: true, enrolledAt: '2026-05-03T08:00:00.000Z', recoveryCodesLeft: 10 };
      return { data: { recoveryCodes: RECOVERY_CODES }, desc: '两步验证已启用，请妥善保存恢复码' };
    },
    '/user/twoFactor/turnOff': () => {
      twoFactor = { ...twoFactor, enrolled: false, enrolledAt: null, recoveryCodesLeft: 0 };
      return { data: null, desc: '两步验证已关闭' };
    },
  });
  twoFactor = { enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0, smsPhone: null };
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-wxyz${index}`);
let twoFactor: TwoFactorStatus;

const renderUserInfo = () => renderPage(<UserInfoPage />, { name: 'user-info', url: '/saasView/user-center/user-info', perms: ['view'] });
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const formOf = (path: string, index = 0) => Object.fromEntries(api.to(path)[index]!.body);

describe('账号信息', () => {
  it("saves a main account's name, company and region", async () => {
    renderUserInfo();
    const name = await screen.findByLabelText('姓名');
    expect(name).toHaveValue('郑雅琴');
    expect(screen.getByText('yingcai')).toBeInTheDocument();
    expect(screen.getByLabelText('公司')).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.click(button(/保\s*存/));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(api.to('/user/profile/update')).toHaveLength(0);

    await userEvent.type(name, '郑 雅琴');
    await userEvent.clear(screen.getByLabelText('地区'));
    await userEvent.type(screen.getByLabelText('地区'), '广东省广州市');
    await userEvent.click(button(/保\s*存/));
    expect(await screen.findByText('资料已保存')).toBeInTheDocument();
    expect(formOf('/user/profile/update')).toEqual({ name: '郑 雅琴', avatar: '', company: '深圳英才科技有限公司', region: '广东省广州市' });
  });

  it("shows a sub-account's company and region read-only, as its main account's, and never sends them", async () => {
    api.reply({ '/user/profile': () => ({ data: SUB }) });
    renderUserInfo();
    expect(await screen.findByLabelText('公司')).toBeDisabled();
    expect(screen.getByLabelText('地区')).toBeDisabled();
    expect(screen.getByText('公司和地区随主账号“郑雅琴”，只能由主账号修改。')).toBeInTheDocument();
    expect(within(card('手机号')).getByText('未绑定')).toBeInTheDocument();
    await userEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.to('/user/profile/update')).toHaveLength(1));
    expect(formOf('/user/profile/update')).toEqual({ name: '英才·招聘专员', avatar: '' });
  });

  it('changes the phone with a captcha, a code sent to the new number and its countdown', async () => {
    renderUserInfo();
    const phoneCard = await waitFor(() => card('手机号'));
    expect(await within(phoneCard).findByText('13900139001')).toBeInTheDocument();
    await userEvent.click(button('更换手机号', phoneCard));
    const newPhone = await within(phoneCard).findByLabelText('新手机号');
    expect(await within(phoneCard).findByRole('img', { name: '验证码' })).toHaveAttribute('src', '/yl1001/platform/api/user/drawCaptcha/captcha-1');

    await userEvent.click(button('获取验证码', phoneCard));
    expect(within(phoneCard).getByText('请输入以 1 开头的 11 位手机号')).toBeInTheDocument();
    expect(within(phoneCard).getByText('请输入图形验证码')).toBeInTheDocument();
    await userEvent.type(newPhone, '13900000002');
    await userEvent.type(within(phoneCard).getByLabelText('验证码'), 'K7PX');
    await userEvent.click(button('获取验证码', phoneCard));
    expect(await within(phoneCard).findByText(/秒后重新获取/)).toBeInTheDocument();
    expect(formOf('/user/sendMsgByCode')).toEqual({ phone: '13900000002', captchaId: 'captcha-1', captcha: 'K7PX' });
    // The captcha was spent: another is shown.
    await waitFor(() => expect(within(phoneCard).getByRole('img', { name: '验证码' })).toHaveAttribute('src', '/yl1001/platform/api/user/drawCaptcha/captcha-2'));

    await userEvent.type(within(phoneCard).getByLabelText('短信验证码'), '123456');
    await userEvent.click(button(/确认更换/, phoneCard));
    expect(await screen.findByText('手机号已更换，其他设备上的登录已退出')).toBeInTheDocument();
    expect(formOf('/user/resetphone')).toEqual({ phone: '13900000002', code: '123456' });
    await waitFor(() => expect(within(phoneCard).queryByLabelText('新手机号')).not.toBeInTheDocument());
  });

  it('changes the password in place with the rules shown', async () => {
    renderUserInfo();
    const passwordCard = await waitFor(() => card('登录密码'));
    expect(await within(passwordCard).findByText(/至少 10 个字符.*最近 3 次/)).toBeInTheDocument();
    await userEvent.type(within(passwordCard).getByLabelText('原密码'), 'old-password-1');
    await userEvent.type(within(passwordCard).getByLabelText('新密码'), 'New-password-2024');
    await userEvent.type(within(passwordCard).getByLabelText('确认新密码'), 'New-password-2024');
    await userEvent.click(button('修改密码', passwordCard));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeInTheDocument();
    expect(formOf('/user/updatePassword')).toEqual({ oldPassword: 'old-password-1', newPassword: 'New-password-2024' });
    await waitFor(() => expect(api.to('/user/sessions').length).toBeGreaterThan(1));
  });

  it('lists the outside accounts and unbinds one after confirmation', async () => {
    renderUserInfo();
    const socialCard = await waitFor(() => card('第三方账号'));
    expect(await within(socialCard).findByText('zheng-yaqin')).toBeInTheDocument();
    await userEvent.click(button(/解\s*绑/, socialCard));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/social/mine/unbind')).toHaveLength(1));
    expect(formOf('/social/mine/unbind')).toEqual({ id: '3' });
  });

  it('lists the signed-in devices and signs out one, then all the others, after confirmation', async () => {
    renderUserInfo();
    const devices = await waitFor(() => card('登录设备'));
    const rowOf = (text: string) => within(devices).getByText(text).closest('tr')!;
    expect(await within(devices).findByText('Chrome 126 · Windows')).toBeInTheDocument();
    expect(within(rowOf('Chrome 126 · Windows')).getByText('当前设备')).toBeInTheDocument();
    expect(within(rowOf('Chrome 126 · Windows')).queryByText(/^退\s*出$/)).not.toBeInTheDocument();
    expect(within(rowOf('Safari 17 · iOS')).getByText('198.51.100.20')).toBeInTheDocument();
    expect(within(devices).getByText('未知设备')).toHaveAttribute('title', 'curl/8.5.0');

    await userEvent.click(button(/^退\s*出$/, rowOf('Safari 17 · iOS')));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    expect(await screen.findByText('已退出该设备上的登录')).toBeInTheDocument();
    expect(formOf('/user/sessions/signOut')).toEqual({ key: 'bbbbbbbbbbbb' });
    await waitFor(() => expect(within(devices).queryByText('Safari 17 · iOS')).not.toBeInTheDocument());

    await userEvent.click(button('退出其他设备', devices));
    const confirm = await screen.findByText('确定让除当前设备以外的所有设备退出登录吗？');
    await userEvent.click(button(OK, confirm.closest('.ant-popover') as HTMLElement));
    expect(await screen.findByText('已退出其他设备上的登录')).toBeInTheDocument();
    expect(api.to('/user/sessions/signOutOthers')).toHaveLength(1);
    await waitFor(() => expect(within(devices).queryByText('未知设备')).not.toBeInTheDocument());
    expect(button('退出其他设备', devices)).toBeDisabled();
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    api.reply({ '/user/profile': () => ({ status: 500, desc: '服务器开小差了' }) });
    renderUserInfo();
    expect(await within(await waitFor(() => card('基本资料'))).findByText('加载失败')).toBeInTheDocument();
    expect(shownErrors).toContain('服务器开小差了');
    api.reply({ '/user/profile': () => ({ data: MAIN }) });
    await userEvent.click(within(card('基本资料')).getAllByText(/重\s*试/)[0]!.closest('button')!);
    expect(await screen.findByLabelText('姓名')).toHaveValue('郑雅琴');
  });
});

describe('reading a user agent', () => {
  it('tells the browser, its major version and the system', () => {
    expect(deviceOf(CHROME)).toEqual({ browser: 'Chrome 126', os: 'Windows', mobile: false });
    expect(deviceOf(IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS', mobile: true });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68'))
      .toMatchObject({ browser: 'Edge 126', os: 'Windows' });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49'))
      .toEqual({ browser: 'WeChat 8', os: 'Android', mobile: true });
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({ browser: 'Firefox 127', os: 'macOS', mobile: false });
    expect(deviceOf('')).toEqual({ browser: null, os: null, mobile: false });
  });
  it('turns two-factor sign-in on with a QR code, its key and a code, shows the recovery codes once, and turns it off', async () => {
    renderUserInfo();
    const section = await waitFor(() => card('两步验证'));
    await userEvent.click(await within(section).findByRole('button', { name: '启用两步验证' }));
    expect(await within(section).findByRole('img', { name: '绑定验证器的二维码' })).toBeInTheDocument();
    expect(within(section).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(section).queryByLabelText('当前密码')).not.toBeInTheDocument();
    // Left without a code: nothing changed, the status shows again.
    await userEvent.click(within(section).getByRole('button', { name: /取\s*消/ }));
    await userEvent.click(await within(section).findByRole('button', { name: '启用两步验证' }));
    await within(section).findByRole('img', { name: '绑定验证器的二维码' });

    await userEvent.type(within(section).getByLabelText('验证码'), '12345');
    await userEvent.click(within(section).getByRole('button', { name: /启\s*用/ }));
    expect(await within(section).findByText('请输入 6 位数字')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText('验证码'));
    await userEvent.type(within(section).getByLabelText('验证码'), '135790');
    await userEvent.click(within(section).getByRole('button', { name: /启\s*用/ }));
    await waitFor(() => expect(shownErrors).toEqual(['验证码错误、已过期或已使用过']));
    expect(within(section).getByLabelText('验证码')).toHaveValue('');

    await userEvent.type(within(section).getByLabelText('验证码'), '246810');
    await userEvent.click(within(section).getByRole('button', { name: /启\s*用/ }));
    const codes = await within(section).findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(formOf('/user/twoFactor/enrolment/confirm', 1)).toEqual({ enrolment: 'sealed-offer', code: '246810' });
    await userEvent.click(within(section).getByRole('button', { name: '我已保存' }));
    expect(await within(section).findByText('已启用')).toBeInTheDocument();
    expect(within(section).queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(within(section).getByText('剩余恢复码 10 个')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: /^关\s*闭$/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('当前密码'), 'my-own-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: /^关\s*闭$/ }));
    await waitFor(() => expect(formOf('/user/twoFactor/turnOff')).toEqual({ password: 'my-own-pass-1' }));
    expect(await within(section).findByText('未启用')).toBeInTheDocument();
  });

  it('asks for the current password to replace an authenticator, and offers no turning off while a role requires it', async () => {
    twoFactor = { enrolled: true, enrolledAt: '2026-05-03T08:00:00.000Z', required: true, recoveryCodesLeft: 7, smsPhone: null };
    renderUserInfo();
    const section = await waitFor(() => card('两步验证'));
    expect(await within(section).findByText('您的角色要求两步验证')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^关\s*闭$/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: '更换验证器' }));
    await userEvent.type(await within(section).findByLabelText('验证码'), '246810');
    await userEvent.click(within(section).getByRole('button', { name: /启\s*用/ }));
    expect(await within(section).findByText('请输入当前密码')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('当前密码'), 'my-own-pass-1');
    await userEvent.click(within(section).getByRole('button', { name: /启\s*用/ }));
    await within(section).findByTestId('recovery-codes');
    expect(formOf('/user/twoFactor/enrolment/confirm')).toEqual({ enrolment: 'sealed-offer', code: '246810', password: 'my-own-pass-1' });
  });
});
