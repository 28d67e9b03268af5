import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { button, OK, pageOf, renderUsersPage, row, userRecord, userTypeReplies } from '../../test/users-harness.tsx';
import { clickWhenClickable, scriptedApiForFile } from '../../test/api-harness.tsx';
import { QUERY_DEFAULTS } from '../../lib/query-defaults.ts';
import { prefetch } from './users.page.tsx';

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/user/list': () => pageOf([userRecord(1, { name: '安', enabled: true }), userRecord(2, { name: '白', enabled: false })]),
    ...userTypeReplies,
  });
});

const confirmPopup = async () => button(OK, await screen.findByRole('tooltip'));

describe('users page', () => {
  it('asks for the list of the address it opens at before it renders, and shows that answer without asking again', async () => {
    const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    prefetch!(queryClient, new URLSearchParams('pageNumber=2&name=%E5%AE%89&other=1'));
    await waitFor(() => expect(api.to('/user/list')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/user/list')[0]!.query)).toEqual({ pageNumber: '2', pageSize: '10', order: 'desc', name: '安' });

    renderUsersPage({ entry: '/sys/user-manage?pageNumber=2&name=%E5%AE%89', queryClient });
    expect(await screen.findByText('白')).toBeInTheDocument();
    // The dictionary is asked when the list mounts, as the list would be asked again.
    await waitFor(() => expect(api.to('/dictData/getByType/user_type')).toHaveLength(1));
    expect(api.to('/user/list')).toHaveLength(1);

    // Left and come back to, the list asks again: what it showed may have changed meanwhile.
    cleanup();
    renderUsersPage({ entry: '/sys/user-manage?pageNumber=2&name=%E5%AE%89', queryClient });
    await waitFor(() => expect(api.to('/user/list')).toHaveLength(2));
  });

  it('shows the user type as its dictionary entry, in the entry\'s colour, asking the dictionary once; a sub-account (one with a main account) as one, not a main account that may open them', async () => {
    api.replies['/user/list'] = () => pageOf([
      userRecord(1, { name: '安', userType: 10, subAccount: true }), userRecord(2, { name: '白', userType: 0 }), userRecord(3, { name: '陈', userType: 10, parentId: 1 }),
    ]);
    renderUsersPage();
    await screen.findByText('安');
    expect(await within(row('安')).findByText('客户主账号')).toHaveClass('ant-tag-purple');
    expect(within(row('白')).getByText('员工')).toBeInTheDocument();
    expect(within(row('陈')).getByText('客户子账号')).toBeInTheDocument();
    expect(within(row('陈')).queryByText('客户主账号')).not.toBeInTheDocument();
    expect(api.to('/dictData/getByType/user_type')).toHaveLength(1);
  });

  it('disables and enables a user after confirmation, then shows the new status', async () => {
    const users = [userRecord(1, { name: '安', enabled: true }), userRecord(2, { name: '白', enabled: false })];
    api.replies['/user/list'] = () => pageOf(users);
    api.replies['/user/enableOrDisables'] = ({ body }) => {
      for (const user of users) if (body.get('ids')!.split(',').includes(String(user.id))) user.enabled = body.get('enabled') === 'true';
      return { data: { changed: 1 } };
    };
    renderUsersPage();
    await screen.findByText('安');
    expect(within(row('安')).getByText('已启用')).toBeInTheDocument();
    await userEvent.click(button('停用', row('安')));
    expect(await screen.findByText('确定停用用户“安”吗？停用后其登录立即失效。')).toBeInTheDocument();
    await userEvent.click(await confirmPopup());
    expect(await within(row('安')).findByText('已停用')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/user/enableOrDisables')[0]!.body)).toEqual({ ids: '1', enabled: 'false' });

    await userEvent.click(button('启用', row('白')));
    await userEvent.click(await confirmPopup());
    expect(await within(row('白')).findByText('已启用')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/user/enableOrDisables')[1]!.body)).toEqual({ ids: '2', enabled: 'true' });
  });

  it('resets a password and shows the one-time password once, with a copy button', async () => {
    api.replies['/user/resetPassword'] = () => ({ data: { password: 'Tmp-7xQ2-kp9L' } });
    renderUsersPage();
    await screen.findByText('安');
    await userEvent.click(button('重置密码', row('安')));
    await userEvent.click(await confirmPopup());
    const dialog = await screen.findByRole('dialog');
    expect(Object.fromEntries(api.to('/user/resetPassword')[0]!.body)).toEqual({ id: '1' });
    expect(within(dialog).getByText('Tmp-7xQ2-kp9L')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('此密码只显示这一次');
    expect(within(dialog).getByLabelText('复制')).toBeInTheDocument();
  });

  it('removes the second factor of a user who has one, after confirmation', async () => {
    const users = [userRecord(1, { name: '安', twoFactor: true }), userRecord(2, { name: '白' })];
    api.replies['/user/list'] = () => pageOf(users);
    api.replies['/user/twoFactor/reset'] = () => {
      users[0]!.twoFactor = false;
      return { data: null, desc: '已清除该账号的两步验证：其角色要求时，下次登录须重新绑定' };
    };
    renderUsersPage();
    await screen.findByText('安');
    expect(within(row('白')).queryByText('重置两步验证')).not.toBeInTheDocument();
    await userEvent.click(button('重置两步验证', row('安')));
    expect(await screen.findByText(/确定清除“安”的验证器和恢复码吗？/)).toBeInTheDocument();
    await userEvent.click(await confirmPopup());
    expect(await screen.findByText('已清除“安”的两步验证')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/user/twoFactor/reset')[0]!.body)).toEqual({ id: '1' });
    await waitFor(() => expect(within(row('安')).queryByText('重置两步验证')).not.toBeInTheDocument());
  });

  it('hides 启用/停用 and 重置密码, and the empty 操作 column, without the edit permission type', async () => {
    renderUsersPage({ perms: ['view'] });
    await screen.findByText('安');
    for (const text of ['停用', '启用', '重置密码', '操作']) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('offers the departments as choices for the filter and the dialog', async () => {
    api.replies['/department/options'] = () => ({ data: [{ id: 3, parentId: null, name: '研发部' }] });
    renderUsersPage();
    await screen.findByText('安');
    await userEvent.click(within(screen.getByRole('search')).getByLabelText('部门'));
    await userEvent.click(await screen.findByTitle('研发部'));
    await userEvent.click(button('搜索', screen.getByRole('search')));
    await waitFor(() => expect(api.to('/user/list').at(-1)!.query.get('departmentId')).toBe('3'));

    await userEvent.click(button('新增'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByLabelText('部门'));
    await waitFor(() => expect(screen.getAllByTitle('研发部')).toHaveLength(2));
    expect(api.to('/department/options')).toHaveLength(1);
  });

  it('still works when the departments cannot be loaded', async () => {
    api.replies['/user/save'] = () => ({ data: userRecord(3) });
    renderUsersPage();
    await screen.findByText('安');
    await waitFor(() => expect(api.to('/department/options')).toHaveLength(1));
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'carol');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'long-enough-1');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '陈');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/save')).toHaveLength(1));
    expect(api.to('/user/save')[0]!.body.get('departmentId')).toBe('');
  });
});

describe('users page: personal data', () => {
  const masked = userRecord(1, { name: '安', phone: '138****8001', email: 'a***@example.com' });
  const fields = async () => {
    await userEvent.click(button('编辑', row('安')));
    const dialog = await screen.findByRole('dialog');
    return { dialog, phone: within(dialog).getByLabelText('手机号'), email: within(dialog).getByLabelText('邮箱') };
  };
  beforeEach(() => {
    api.replies['/user/list'] = () => pageOf([masked]);
    api.replies['/user/update'] = () => ({ data: masked });
    api.replies['/user/personal/1'] = () => ({ data: { phone: '13800138001', email: 'an@example.com' } });
  });

  it('lists the masked values, and gives a holder of 查看完整个人信息 the full ones in the dialog', async () => {
    api.replies['/user/personalData/allowed'] = () => ({ data: { allowed: true } });
    renderUsersPage();
    expect(await within(await screen.findByText('安').then((name) => name.closest('tr')!)).findByText('138****8001')).toBeInTheDocument();
    expect(row('安')).toHaveTextContent('a***@example.com');

    const { dialog, phone, email } = await fields();
    await waitFor(() => expect(phone).toHaveValue('13800138001'));
    expect(email).toHaveValue('an@example.com');
    expect(dialog).not.toHaveTextContent('已隐藏部分内容');
    expect(api.to('/user/personal/1')).toHaveLength(1);
    await userEvent.clear(within(dialog).getByLabelText('姓名'));
    await userEvent.type(within(dialog).getByLabelText('姓名'), '安然');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/update')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/user/update')[0]!.body)).toMatchObject({ id: '1', name: '安然', phone: '13800138001', email: 'an@example.com' });
  });

  it('keeps the masked values from anyone else: never read, never sent back, replaced only by a value typed in full', async () => {
    api.replies['/user/personalData/allowed'] = () => ({ data: { allowed: false } });
    renderUsersPage();
    await screen.findByText('安');
    const { dialog, phone, email } = await fields();
    await waitFor(() => expect(phone).toBeEnabled());
    expect(phone).toHaveValue('138****8001');
    expect(email).toHaveValue('a***@example.com');
    expect(dialog).toHaveTextContent('已隐藏部分内容：不修改则保持原值，输入完整的新值可替换');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/update')).toHaveLength(1));
    const sent = Object.fromEntries(api.to('/user/update')[0]!.body);
    expect(sent).not.toHaveProperty('phone');
    expect(sent).not.toHaveProperty('email');

    await clickWhenClickable(() => button('编辑', row('安')));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    const phoneAgain = within(again).getByLabelText('手机号');
    await userEvent.type(phoneAgain, '9');
    await userEvent.click(button(OK, again));
    expect(await within(again).findByText('这是打码显示的手机号，请填写完整的手机号')).toBeInTheDocument();
    await userEvent.clear(phoneAgain);
    await userEvent.type(phoneAgain, '13900139001');
    await userEvent.click(button(OK, again));
    await waitFor(() => expect(api.to('/user/update')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/user/update')[1]!.body)).toMatchObject({ phone: '13900139001' });
    expect(Object.fromEntries(api.to('/user/update')[1]!.body)).not.toHaveProperty('email');
    expect(api.to('/user/personal/1')).toHaveLength(0);
  });
});
