import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@console/contract/auth';
import type { SaasUserInfo } from '@console/contract/saas-view';
import type { SubAccountRecord } from '@console/contract/sub-accounts';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import UserSubPage from './user-sub.page.tsx';

const api = scriptedApiForFile();
const shownErrors = shownErrorsForFile();

const subAccount = (id: number, name: string, enabled = true): SubAccountRecord => ({
  id, username: `yingcai-${id}`, name, phone: null, email: null, enabled, createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z',
});

const customer = (managesSubAccounts: boolean): SaasUserInfo => ({
  admin_id: 7, userType: 10, subAccount: managesSubAccounts, username: 'yingcai', name: '郑雅琴', avatar: '', company: '深圳英才科技有限公司', region: '',
  mainAccount: managesSubAccounts ? null : { id: 3, name: '主账号', company: '深圳英才科技有限公司' }, managesSubAccounts, themes: [], activeThemeId: null,
});

let subAccounts: SubAccountRecord[];

beforeEach(() => {
  subAccounts = [subAccount(1, '招聘专员'), subAccount(2, '财务', false)];
  api.reset({
    '/user/sublist': () => ({ data: { records: subAccounts, total: subAccounts.length, pageNumber: 1, pageSize: 10 } }),
    '/user/product/syncSaasUserInfo': () => ({ data: customer(true) }),
  });
});

/**
 * The page as the customer shell shows it to a customer account, who holds no page permission types;
 * ready once the server said whether it manages sub-accounts.
 */
async function renderSubAccounts({ manages = true } = {}) {
  renderPage(<UserSubPage />, { name: 'user-sub', url: '/saasView/user-center/user-sub', perms: [] });
  act(() => useSession.setState({ userId: 7, info: { admin_id: 7, name: '郑雅琴', userName: 'yingcai', roles: [], userType: 10 } as unknown as UserInfo }));
  await screen.findByText('招聘专员');
  await waitFor(() => expect(api.to('/user/product/syncSaasUserInfo')).toHaveLength(1));
  if (manages) await screen.findByText('新增');
}

describe('sub-accounts page', () => {
  it('shows a main account its sub-accounts with the buttons its own calls allow, without page permission types', async () => {
    await renderSubAccounts();
    expect(await screen.findByText('新增')).toBeInTheDocument();
    expect(within(row('招聘专员')).getByText('编辑')).toBeInTheDocument();
    expect(within(row('招聘专员')).getByText('应用分配')).toBeInTheDocument();
    expect(within(row('招聘专员')).getByRole('switch')).toBeChecked();
    expect(within(row('财务')).getByRole('switch')).not.toBeChecked();
    expect(screen.getByText(/子账号使用主账号的公司和地区/)).toBeInTheDocument();
  });

  it('shows a sub-account the list only', async () => {
    api.replies['/user/product/syncSaasUserInfo'] = () => ({ data: customer(false) });
    await renderSubAccounts({ manages: false });
    for (const text of ['新增', '编辑', '应用分配', '重置密码', '操作']) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('creates a sub-account and says why the server refused one', async () => {
    api.replies['/user/sub/save'] = ({ body }) => {
      if (subAccounts.length >= 3) return { status: 409, desc: '子账号数量已达上限（3 个），不能再新增；如需更多，请联系平台管理员' };
      subAccounts = [subAccount(3, body.get('name')!), ...subAccounts];
      return { data: subAccounts[0] };
    };
    await renderSubAccounts();
    const add = async (username: string, name: string) => {
      await userEvent.click(button('新增'));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('用户名'), username);
      await userEvent.type(within(dialog).getByLabelText('密码'), 'Harbor-lamp-42');
      await userEvent.type(within(dialog).getByLabelText('姓名'), name);
      await userEvent.click(button(OK, dialog));
    };
    await add('yingcai-ops', '运营');
    expect(await screen.findByText('运营')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/user/sub/save')[0]!.body)).toMatchObject({ username: 'yingcai-ops', password: 'Harbor-lamp-42', name: '运营' });

    await add('yingcai-more', '再一个');
    await waitFor(() => expect(shownErrors).toEqual(['子账号数量已达上限（3 个），不能再新增；如需更多，请联系平台管理员']));
  });

  it('disables a sub-account from its switch', async () => {
    api.replies['/user/sub/enableOrDisable'] = ({ body }) => {
      for (const record of subAccounts) if (String(record.id) === body.get('ids')) record.enabled = body.get('enabled') === 'true';
      return { data: { changed: 1 } };
    };
    await renderSubAccounts();
    await userEvent.click(within(row('招聘专员')).getByRole('switch'));
    await waitFor(() => expect(within(row('招聘专员')).getByRole('switch')).not.toBeChecked());
    expect(Object.fromEntries(api.to('/user/sub/enableOrDisable')[0]!.body)).toEqual({ ids: '1', enabled: 'false' });
  });

  it('resets a password and shows the one-time password once, with a copy button', async () => {
    api.replies['/user/sub/resetPassword'] = () => ({ data: { password: 'Tmp-7xQ2-kp9L' } });
    await renderSubAccounts();
    await userEvent.click(button('重置密码', row('招聘专员')));
    expect(await screen.findByText('确定重置子账号“招聘专员”的密码吗？其登录将立即失效。')).toBeInTheDocument();
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    const dialog = await screen.findByRole('dialog');
    expect(Object.fromEntries(api.to('/user/sub/resetPassword')[0]!.body)).toEqual({ id: '1' });
    expect(within(dialog).getByText('Tmp-7xQ2-kp9L')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('此密码只显示这一次');
    expect(within(dialog).getByLabelText('复制')).toBeInTheDocument();
  });

  it("gives a sub-account some of the main account's SaaS products", async () => {
    const available = [
      { id: 11, appId: 'companyWatch', productName: '企业动态', title: '企业动态监测' },
      { id: 12, appId: 'talentHub', productName: '人才库', title: '' },
    ];
    api.replies['/user/sub/product/list'] = () => ({ data: { available, productIds: [11] } });
    api.replies['/user/sub/product/save'] = ({ text }) => ({ data: { available, productIds: JSON.parse(text).productIds } });
    await renderSubAccounts();
    await userEvent.click(button('应用分配', row('招聘专员')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('应用分配：招聘专员')).toBeInTheDocument();
    const watch = await within(dialog).findByRole('checkbox', { name: /企业动态监测/ });
    expect(watch).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /人才库/ })).not.toBeChecked();
    expect(api.to('/user/sub/product/list')[0]!.query.get('userId')).toBe('1');

    await userEvent.click(watch);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /人才库/ }));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/sub/product/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/user/sub/product/save')[0]!.text)).toEqual({ userId: 1, productIds: [12] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
