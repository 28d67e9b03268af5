import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingRecord } from '@console/contract';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button, row } from '../../test/users-harness.tsx';
import ConfigPage from './config.page.tsx';

const at = '2024-05-01T08:00:00.000Z';
const setting = (id: number, overrides: Partial<SettingRecord>): SettingRecord => ({
  id, key: `k${id}`, name: `n${id}`, type: 'text', dictType: '', value: '', defaultValue: null, system: false, remark: '', createdAt: at, updatedAt: at, ...overrides,
});
/** The table is the page's first load. */
const FIRST_LIST_MS = 5_000;

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/config/list': () => ({ data: { records: [setting(1, { key: 'login.captcha', type: 'dict', value: 'afterFailures', defaultValue: 'afterFailures', system: true })], total: 1, pageNumber: 1, pageSize: 10 } }),
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
});
