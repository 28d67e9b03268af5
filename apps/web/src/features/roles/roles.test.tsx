import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { button, OK } from '../../test/users-harness.tsx';
import { formOf, jsonOf, MENU_TREE, renderRolesPage, roleRecord } from './roles-harness.tsx';
import { scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { changeLanguage } from '../../lib/i18n.ts';

const api = scriptedApiForFile();
const shown = shownErrorsForFile();

/** 审计员 holds 系统管理 and 用户管理 (grant 41) with view. */
const SAVED_GRANTS = [{ permId: 40, menuId: 1, permTypes: ['view'] }, { permId: 41, menuId: 2, permTypes: ['view'] }];

beforeEach(() => {
  api.reset({
    '/role/list': () => ({ data: { records: [roleRecord(1, { name: '审计员' })], total: 1, pageNumber: 1, pageSize: 10 } }),
    '/role/info': () => ({ data: { ...roleRecord(1, { name: '审计员' }), grants: SAVED_GRANTS } }),
    '/role/menuTree': () => ({ data: MENU_TREE }),
    '/role/update': () => ({ data: { ...roleRecord(1), grants: [] } }),
    '/role/networks/allowed': () => ({ data: { allowed: false } }),
  });
});

const treeNode = (title: string) => screen.getByText(title, { selector: 'span' }).closest<HTMLElement>('[role="treeitem"]')!;
const isChecked = (title: string) => treeNode(title).getAttribute('aria-checked') === 'true';
const toggleNode = (title: string) => userEvent.click(treeNode(title).querySelector('.ant-tree-checkbox')!);
const permBox = (title: string, perm: string) => within(treeNode(title)).getByLabelText(perm);

/** The dialog with this title. */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;

async function openGrants() {
  renderRolesPage();
  await userEvent.click(button('授权', (await screen.findByText('审计员')).closest('tr')!));
  await screen.findByText('部门管理');
}

/** The choices of the select labelled `label`, as its opened list shows them. */
async function choicesOf(label: string, container: HTMLElement) {
  await userEvent.click(within(container).getByLabelText(label));
  const list = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
  return [...list.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

const choose = async (title: string) => userEvent.click([...document.querySelectorAll(`.ant-select-dropdown [title="${title}"]`)].at(-1)!);

describe('permissions drawer', () => {
  it('shows the permission types each page offers and saves the grants as JSON', async () => {
    await openGrants();
    expect([...treeNode('用户管理').querySelectorAll('label')].map((box) => box.textContent)).toEqual(['查看', '新增', '编辑', '删除']);
    expect(within(treeNode('培训首页')).getByLabelText('查看')).toBeInTheDocument();
    expect(within(treeNode('培训首页')).queryByLabelText('新增')).not.toBeInTheDocument();
    expect(within(treeNode('组织管理')).queryByLabelText('查看')).not.toBeInTheDocument();
    expect(permBox('用户管理', '查看')).toBeChecked();

    await userEvent.click(permBox('用户管理', '编辑'));
    await userEvent.click(permBox('部门管理', '新增'));
    await toggleNode('角色管理');
    await userEvent.click(button(/^保\s*存$/));

    await waitFor(() => expect(api.to('/role/update')).toHaveLength(1));
    expect(jsonOf(api.to('/role/update')[0]!)).toEqual({
      id: 1,
      grants: [
        { menuId: 1, permTypes: ['view'] },
        { menuId: 2, permTypes: ['view', 'edit'] },
        { menuId: 3, permTypes: ['view'] },
        { menuId: 4, permTypes: ['view'] },
        { menuId: 5, permTypes: ['view', 'add'] },
      ],
    });
    await waitFor(() => expect(screen.queryByText('部门管理')).not.toBeInTheDocument());
  });

  it('keeps the drawer and the changes when the server refuses them', async () => {
    api.replies['/role/update'] = () => ({ status: 403, desc: '不能授予自己没有的权限：用户管理（edit）' });
    await openGrants();
    await userEvent.click(permBox('用户管理', '编辑'));
    await userEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.to('/role/update')).toHaveLength(1));
    expect(permBox('用户管理', '编辑')).toBeChecked();
    expect(button(/^保\s*存$/)).toBeEnabled();
  });

  it('checks the directories above a checked page and unchecks the pages below an unchecked directory', async () => {
    await openGrants();
    expect(isChecked('组织管理')).toBe(false);
    await toggleNode('部门管理');
    expect(isChecked('组织管理')).toBe(true);
    expect(isChecked('系统管理')).toBe(true);
    expect(isChecked('适岗培训')).toBe(false);

    await toggleNode('系统管理');
    for (const title of ['系统管理', '用户管理', '组织管理', '部门管理']) expect(isChecked(title)).toBe(false);
    await userEvent.click(permBox('培训首页', '查看'));
    expect(isChecked('适岗培训')).toBe(true);
  });

  it('loads and saves a page’s data scope, with departments for 自定义部门 only', async () => {
    api.replies['/role/data/rule/1/2'] = () => ({ data: { scope: 'custom', departmentIds: [3] } });
    api.replies['/department/options'] = () => ({ data: [{ id: 3, parentId: null, name: '研发部' }, { id: 4, parentId: null, name: '市场部' }] });
    api.replies['/role/data/rule/save'] = ({ body }) => ({ data: { scope: new URLSearchParams(body).get('scope'), departmentIds: [] } });
    await openGrants();
    expect(within(treeNode('部门管理')).queryByText('数据权限')).not.toBeInTheDocument();
    await userEvent.click(button('数据权限', treeNode('用户管理')));
    const dialog = await dialogTitled('数据权限：用户管理');
    expect(await within(dialog).findByText('研发部')).toBeInTheDocument();

    await choicesOf('部门', dialog);
    await choose('市场部');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/role/data/rule/save')).toHaveLength(1));
    expect(formOf(api.to('/role/data/rule/save')[0]!)).toEqual({ roleId: '1', menuId: '2', scope: 'custom', departmentIds: '3,4' });

    await userEvent.click(button('数据权限', treeNode('用户管理')));
    const again = await dialogTitled('数据权限：用户管理');
    expect(await choicesOf('数据范围', again)).toEqual(['全部', '自定义部门', '本部门', '本部门及以下', '仅本人']);
    await choose('仅本人');
    expect(within(again).queryByLabelText('部门')).not.toBeInTheDocument();
    await userEvent.click(button(OK, again));
    await waitFor(() => expect(api.to('/role/data/rule/save')).toHaveLength(2));
    expect(formOf(api.to('/role/data/rule/save')[1]!)).toEqual({ roleId: '1', menuId: '2', scope: 'own' });
  });
});

describe('row rules', () => {
  it('offers rules only on saved grants of pages with rule fields', async () => {
    api.replies['/role/info'] = () => ({ data: { ...roleRecord(1, { name: '审计员' }), grants: [] } });
    await openGrants();
    await toggleNode('用户管理');
    expect(button('行规则', treeNode('用户管理'))).toBeDisabled();
    await toggleNode('部门管理');
    expect(within(treeNode('部门管理')).queryByText('行规则')).not.toBeInTheDocument();
  });

  it('lists the rules and adds one, offering the operators that suit the field', async () => {
    const rules = [{ id: 9, permId: 41, field: 'name', operator: 'contains', value: '张' }];
    api.replies['/perms/data/getPermRuleListByPermId'] = () => ({ data: rules });
    api.replies['/perms/data/addPermissionRule'] = () => {
      rules.push({ id: 10, permId: 41, field: 'departmentId', operator: 'in', value: '3, 4' });
      return { data: rules.at(-1) };
    };
    await openGrants();
    await userEvent.click(button('行规则', treeNode('用户管理')));
    const dialog = await dialogTitled('行规则：用户管理');
    expect(api.to('/perms/data/getPermRuleListByPermId')[0]!.query.get('permId')).toBe('41');
    const rule = (await within(dialog).findByText('张')).closest('tr')!;
    expect(rule).toHaveTextContent('姓名');
    expect(rule).toHaveTextContent('包含');

    await userEvent.click(button('新增规则', dialog));
    const form = await dialogTitled('新增规则');
    await choicesOf('字段', form);
    await choose('启用');
    expect(await choicesOf('条件', form)).toEqual(['等于', '不等于']);
    await choose('等于');
    expect(await choicesOf('值', form)).toEqual(['是', '否']);

    await choicesOf('字段', form);
    await choose('部门编号');
    expect(await choicesOf('条件', form)).toEqual(['等于', '不等于', '大于', '小于', '属于其中之一']);
    await choose('属于其中之一');
    await userEvent.type(within(form).getByLabelText('值'), '3,4');
    await userEvent.click(button(OK, form));

    await waitFor(() => expect(api.to('/perms/data/addPermissionRule')).toHaveLength(1));
    expect(formOf(api.to('/perms/data/addPermissionRule')[0]!)).toEqual({ permId: '41', field: 'departmentId', operator: 'in', value: '3,4' });
    expect(await within(dialog).findByText('部门编号')).toBeInTheDocument();
  });
});

it('names the built-in pages in English in English mode, keeping stored titles for the others', async () => {
  changeLanguage('en-US');
  try {
    renderRolesPage();
    await userEvent.click(button('Permissions', (await screen.findByText('审计员')).closest('tr')!));
    expect(await screen.findByText('Users', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Organisation', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('用户管理', { selector: 'span' })).not.toBeInTheDocument();
  } finally {
    changeLanguage('zh-CN');
  }
});

it('hides 授权 without the edit permission type', async () => {
  renderRolesPage({ perms: ['view', 'add', 'delete'] });
  await screen.findByText('审计员');
  expect(screen.queryByText('授权')).not.toBeInTheDocument();
});

it('marks a built-in role, in either language, and keeps it from being deleted or disabled', async () => {
  api.reply({ '/role/list': () => ({ data: { records: [roleRecord(1, { name: '审计员' }), roleRecord(2, { code: 'admin', name: '超级管理员', system: true })], total: 2, pageNumber: 1, pageSize: 10 } }) });
  changeLanguage('en-US');
  try {
    renderRolesPage();
    const builtIn = (await screen.findByText('Super administrator')).closest('tr')!;
    expect(within(builtIn).getByText('System')).toBeInTheDocument();
    expect(within(screen.getByText('审计员').closest('tr')!).queryByText('System')).not.toBeInTheDocument();
    expect(button('Delete', builtIn)).toBeDisabled();
    await userEvent.hover(button('Delete', builtIn));
    expect(await screen.findByText('A built-in role: the product relies on it, so it cannot be deleted')).toBeInTheDocument();
    await userEvent.click(button('Edit', builtIn));
    const dialog = await dialogTitled('Edit role');
    expect(dialog.querySelector('#record_enabled')).toBeDisabled();
    // Whether its holders need two factors stays the administrators' to decide.
    expect(within(dialog).getByRole('switch', { name: 'Requires two factors' })).toBeEnabled();
  } finally {
    changeLanguage('zh-CN');
  }
});

describe('sign-in addresses', () => {
  it('are shown with each role and set, one a line, by the holder of their own permission without the edit permission', async () => {
    api.reply({
      '/role/list': () => ({ data: { records: [roleRecord(1, { name: '分行角色', allowedNetworks: ['10.0.0.0/8'] }), roleRecord(2, { name: '开放角色' })], total: 2, pageNumber: 1, pageSize: 10 } }),
      '/role/networks': () => ({ data: roleRecord(1, { allowedNetworks: ['10.0.0.0/8', '192.168.1.10'] }) }),
      '/role/networks/allowed': () => ({ data: { allowed: true } }),
    });
    renderRolesPage({ perms: ['view'] });
    const branch = (await screen.findByText('分行角色')).closest('tr')!;
    expect(within(branch).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(within(screen.getByText('开放角色').closest('tr')!).getByText('不限')).toBeInTheDocument();
    expect(screen.queryByText('授权')).not.toBeInTheDocument();

    await userEvent.click((await within(branch).findByText('登录地址')).closest('button')!);
    const dialog = await dialogTitled('登录地址：分行角色');
    const field = within(dialog).getByLabelText('允许登录控制台的地址');
    await userEvent.type(field, '{enter}192.168.1.10, 2001:db8::/32');
    await userEvent.click(button(/^保\s*存$/, dialog));
    await waitFor(() => expect(api.to('/role/networks')).toHaveLength(1));
    expect(jsonOf(api.to('/role/networks')[0]!)).toEqual({ id: 1, allowedNetworks: ['10.0.0.0/8', '192.168.1.10', '2001:db8::/32'] });
  });

  it('are not offered to a role editor without that permission', async () => {
    renderRolesPage();
    const row = (await screen.findByText('审计员')).closest('tr')!;
    expect(within(row).getByText('授权')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/role/networks/allowed')).toHaveLength(1));
    expect(within(row).queryByText('登录地址')).not.toBeInTheDocument();
  });

  it('tell why an entry is refused in the reader\'s language', async () => {
    api.reply({
      '/role/networks': () => ({ status: 400, data: { reason: 'networkHostBits', entry: '10.1.2.3/8', network: '10.0.0.0/8' }, desc: '网段“10.1.2.3/8”的主机位不为 0：应写作 10.0.0.0/8' }),
      '/role/networks/allowed': () => ({ data: { allowed: true } }),
    });
    changeLanguage('en-US');
    try {
      renderRolesPage();
      await userEvent.click((await within((await screen.findByText('审计员')).closest('tr')!).findByText('Addresses')).closest('button')!);
      const dialog = await dialogTitled('Sign-in addresses: 审计员');
      await userEvent.type(within(dialog).getByLabelText('Addresses allowed to sign in to the console'), '10.1.2.3/8');
      await userEvent.click(button('Save', dialog));
      await waitFor(() => expect(shown).toEqual(['The range “10.1.2.3/8” has host bits set: write it as 10.0.0.0/8']));
      expect(within(dialog).getByLabelText('Addresses allowed to sign in to the console')).toHaveValue('10.1.2.3/8');
    } finally {
      changeLanguage('zh-CN');
    }
  });
});

it('shows and saves whether a role requires two-factor sign-in', async () => {
  api.reply({ '/role/list': () => ({ data: { records: [roleRecord(1, { name: '审计员', requiresTwoFactor: true })], total: 1, pageNumber: 1, pageSize: 10 } }) });
  renderRolesPage();
  const row = (await screen.findByText('审计员')).closest('tr')!;
  expect(within(row).getByText('要求')).toBeInTheDocument();
  await userEvent.click(button('编辑', row));
  const dialog = await dialogTitled('编辑角色');
  const required = within(dialog).getByRole('switch', { name: '要求两步验证' });
  expect(required).toBeChecked();
  expect(within(dialog).getByText(/持有该角色的账号登录时须输入验证器验证码/)).toBeInTheDocument();
  await userEvent.click(required);
  await userEvent.click(button(OK, dialog));
  await waitFor(() => expect(api.to('/role/update')).toHaveLength(1));
  expect(jsonOf(api.to('/role/update')[0]!)).toMatchObject({ id: 1, requiresTwoFactor: false });
});
