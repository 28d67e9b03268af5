import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingRecord } from '@console/contract/settings';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { i18n } from '../../lib/i18n.ts';
import ConfigPage from './settings.page.tsx';
import SecuritySettingsPage from './security-settings.page.tsx';

const at = '2024-05-01T08:00:00.000Z';
const setting = (id: number, overrides: Partial<SettingRecord>): SettingRecord => ({
  id, key: `k${id}`, name: `n${id}`, type: 'text', dictType: '', value: '', defaultValue: null, system: false, remark: '', nameEn: null, remarkEn: null, createdAt: at, updatedAt: at, ...overrides,
});
/** The table is the page's first load. */
const FIRST_LIST_MS = 5_000;

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/config/list': () => ({
      data: {
        records: [
          setting(1, { key: 'login.captcha', type: 'dict', dictType: 'sys_captcha_mode', value: 'afterFailures', defaultValue: 'afterFailures', system: true }),
          setting(2, { key: 'password.minLength', name: '密码最短长度', nameEn: 'Minimum password length', remark: '新密码至少要有这么多个字符', remarkEn: 'A new password has at least this many characters', type: 'number', value: '8', defaultValue: '8', system: true }),
          setting(3, { key: 'site.title', value: '一览' }),
        ],
        total: 3, pageNumber: 1, pageSize: 10,
      },
    }),
    '/config/history': () => ({ data: [{ id: 1, oldValue: 'never', newValue: 'afterFailures', userId: 1, userName: 'admin', changedAt: at }] }),
  });
});

describe('system configuration page', () => {
  it('shows a built-in setting\'s default and its history', async () => {
    renderPage(<ConfigPage />, { name: 'config-manage', url: '/sys/config-manage' });
    await screen.findByText('login.captcha', {}, { timeout: FIRST_LIST_MS });
    expect(within(row('login.captcha')).getByText('默认值')).toBeInTheDocument();
    expect(within(row('login.captcha')).getByText('字典值')).toBeInTheDocument();
    await userEvent.click(button('历史', row('login.captcha')));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('never')).toBeInTheDocument();
    await waitFor(() => expect(Object.fromEntries(api.to('/config/history')[0]!.query)).toEqual({ id: '1' }));
  });

  it('marks built-in settings, keeps them from being deleted or selected, and saves a new value without their key, type or dictionary', async () => {
    api.reply({ '/config/edit': () => ({ data: setting(2, { key: 'password.minLength', type: 'number', value: '10', system: true }) }) });
    renderPage(<ConfigPage />, { name: 'config-manage', url: '/sys/config-manage' });
    await screen.findByText('password.minLength', {}, { timeout: FIRST_LIST_MS });
    expect(within(row('password.minLength')).getByText('系统')).toBeInTheDocument();
    expect(within(row('site.title')).queryByText('系统')).not.toBeInTheDocument();
    expect(button('删除', row('password.minLength'))).toBeDisabled();
    expect(button('删除', row('site.title'))).toBeEnabled();
    expect(within(row('password.minLength')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('site.title')).getByRole('checkbox')).toBeEnabled();
    await userEvent.hover(button('删除', row('password.minLength')));
    expect(await screen.findByText('内置配置：产品依赖它，不能删除')).toBeInTheDocument();

    await userEvent.click(button('编辑', row('password.minLength')));
    const dialog = await screen.findByRole('dialog');
    for (const fixed of ['键', '类型', '字典类型']) expect(within(dialog).getByLabelText(fixed)).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('值'));
    await userEvent.type(within(dialog).getByLabelText('值'), '10');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/config/edit')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/config/edit')[0]!.body)).toEqual({ id: '2', name: '密码最短长度', value: '10', remark: '新密码至少要有这么多个字符' });
  });

  it('names built-in settings in English for a reader of English, and edits their words as stored', async () => {
    await i18n.changeLanguage('en-US');
    try {
      renderPage(<ConfigPage />, { name: 'config-manage', url: '/sys/config-manage' });
      await screen.findByText('password.minLength', {}, { timeout: FIRST_LIST_MS });
      expect(row('password.minLength')).toHaveTextContent('Minimum password length');
      expect(row('password.minLength')).toHaveTextContent('A new password has at least this many characters');
      expect(row('password.minLength')).not.toHaveTextContent('密码最短长度');
      expect(row('site.title')).toHaveTextContent('n3');
      await userEvent.click(button('Edit', row('password.minLength')));
      expect(within(await screen.findByRole('dialog')).getByLabelText('Name')).toHaveValue('密码最短长度');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

describe('the two pages of settings', () => {
  it('系统配置 asks for the general settings', async () => {
    renderPage(<ConfigPage />, { name: 'config-manage', url: '/sys/config-manage' });
    await screen.findByText('site.title', {}, { timeout: FIRST_LIST_MS });
    expect(Object.fromEntries(api.to('/config/list')[0]!.body)).toMatchObject({ group: 'general' });
  });

  it('安全设置 asks for the security settings, which the security administrator changes but neither adds nor deletes', async () => {
    api.reply({ '/config/edit': () => ({ data: setting(2, { key: 'password.minLength', type: 'number', value: '12', system: true }) }) });
    renderPage(<SecuritySettingsPage />, { name: 'security-settings', url: '/sys/security-settings', perms: ['view', 'edit'] });
    await screen.findByText('password.minLength', {}, { timeout: FIRST_LIST_MS });
    expect(Object.fromEntries(api.to('/config/list')[0]!.body)).toMatchObject({ group: 'security' });
    expect(screen.getByText(/密码策略、会话、登录验证码和日志保留由安全管理员在这里设置/)).toBeInTheDocument();
    expect(screen.queryByText('新增')).not.toBeInTheDocument();
    expect(within(row('password.minLength')).queryByText('删除')).not.toBeInTheDocument();
    await userEvent.click(button('编辑', row('password.minLength')));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('值'));
    await userEvent.type(within(dialog).getByLabelText('值'), '12');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/config/edit')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/config/edit')[0]!.body)).toMatchObject({ id: '2', value: '12' });
  });
});
