import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermType } from '@console/contract';
import type { SmsSettings } from '@console/contract/sms';
import { renderPage, scriptedApiForFile, shownErrorsForFile, type SeenRequest } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import SmsOutboxPage from './sms-outbox.page.tsx';

const savedSettings: SmsSettings = {
  provider: 'outbox', secretId: 'AKIDsaved', secretKey: '******', region: 'ap-guangzhou', sdkAppId: '1400006666', signName: '一览人才',
  signInTemplateId: '100001', changePhoneTemplateId: '100002', resetPasswordTemplateId: '100003',
  endpoint: 'https://sms.tencentcloudapi.com', updatedAt: '2026-11-27T08:00:00.000Z',
};

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/sms/outbox': () => ({ data: { records: [], total: 0, pageNumber: 1, pageSize: 10 } }),
    '/sms/settings': ({ method, body }) =>
      method === 'GET' ? { data: savedSettings } : { data: { ...savedSettings, provider: body.get('provider') }, desc: '短信服务设置已保存' },
    '/sms/settings/test': () => ({ data: null, desc: '测试短信已发送' }),
  });
});

const saves = () => api.to('/sms/settings').filter((request: SeenRequest) => request.method === 'POST');

async function openSettings(perms?: PermType[], current = '短信发件箱（不发出）') {
  renderPage(<SmsOutboxPage />, { name: 'sms-outbox', url: '/sys/sms-outbox', perms });
  await userEvent.click((await screen.findByText('短信服务设置')).closest('button')!);
  expect(await screen.findByText(`当前使用：${current}`)).toBeInTheDocument();
}

describe('SMS service settings', () => {
  it('switches to Tencent Cloud SMS with the saved fields, the secret key masked and kept when left blank', async () => {
    await openSettings();
    await userEvent.click(screen.getByText('腾讯云短信'));
    expect(screen.getByLabelText('SecretId')).toHaveValue('AKIDsaved');
    expect(screen.getByLabelText('SecretKey')).toHaveValue('');
    expect(screen.getByLabelText('SecretKey')).toHaveAttribute('placeholder', '******');
    expect(screen.getByLabelText('登录验证码模板 ID')).toHaveValue('100001');

    await userEvent.clear(screen.getByLabelText('短信签名'));
    await userEvent.type(screen.getByLabelText('短信签名'), '一览');
    await userEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(Object.fromEntries(saves()[0]!.body)).toEqual({
      provider: 'tencent', secretId: 'AKIDsaved', secretKey: '', region: 'ap-guangzhou', sdkAppId: '1400006666', signName: '一览',
      signInTemplateId: '100001', changePhoneTemplateId: '100002', resetPasswordTemplateId: '100003', endpoint: 'https://sms.tencentcloudapi.com',
    });
    expect(await screen.findByText('短信服务设置已保存')).toBeInTheDocument();
  });

  it('chooses the outbox by its name alone', async () => {
    await openSettings();
    await userEvent.click(screen.getByText('腾讯云短信'));
    await userEvent.click(screen.getByText('短信发件箱（不发出）'));
    await userEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(Object.fromEntries(saves()[0]!.body)).toEqual({ provider: 'outbox' });
  });

  it('sends a test text, showing the provider\'s reason when it refuses, and checks the number first', async () => {
    await openSettings();
    const phone = screen.getByLabelText('测试手机号');
    await userEvent.type(phone, '2390000');
    await userEvent.click(button('发送测试短信'));
    expect(await screen.findByText('请输入以 1 开头的 11 位手机号')).toBeInTheDocument();
    expect(api.to('/sms/settings/test')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '13900139003');
    await userEvent.click(button('发送测试短信'));
    expect(await screen.findByText('测试短信已发送')).toBeInTheDocument();
    expect(api.to('/sms/settings/test')[0]!.body.get('phone')).toBe('13900139003');

    const refusal = '短信服务“腾讯云短信”未能发送测试短信：AuthFailure.SignatureFailure：The provided credentials could not be validated.';
    api.reply({ '/sms/settings/test': () => ({ status: 400, desc: refusal }) });
    await userEvent.click(button('发送测试短信'));
    await waitFor(() => expect(shown).toEqual([refusal]));
  });

  it('shows the settings to those who may only view the page, with nothing to change or send', async () => {
    api.reply({ '/sms/settings': () => ({ data: { ...savedSettings, provider: 'tencent' } }) });
    await openSettings(['view'], '腾讯云短信');
    expect(screen.getByLabelText('SecretId')).toBeDisabled();
    expect(screen.queryByText(/^保\s*存$/)).not.toBeInTheDocument();
    expect(screen.queryByText('发送测试短信')).not.toBeInTheDocument();
  });
});
