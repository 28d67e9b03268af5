import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi } from '../../test/api-harness.tsx';
import { button, OK, pageOf, renderUsersPage, userRecord } from '../../test/users-harness.tsx';
import { renderRolesPage, roleRecord } from '../roles/roles-harness.tsx';
import { product } from './products-harness.tsx';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PRODUCTS = [
  product(1, { productName: '招聘', categoryName: '人事' }),
  product(2, { productName: '培训', categoryName: '人事', enabled: false }),
  product(3, { productName: '报销' }),
];

beforeEach(() => {
  api.reset({
    '/user/list': () => pageOf([userRecord(1, { name: '安' })]),
    '/role/list': () => ({ data: { records: [roleRecord(4, { name: '招聘专员' })], total: 1, pageNumber: 1, pageSize: 10 } }),
    '/product/getAllList': () => ({ data: PRODUCTS }),
  });
});

const box = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });
const openDialog = async (rowText: string) => {
  await userEvent.click(button('应用权限', (await screen.findByText(rowText)).closest('tr')!));
  return (await screen.findByText(/^应用权限：/, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
};

describe('applications of a user', () => {
  it('checks the direct grants, locks those coming through roles, and saves the direct ones as JSON', async () => {
    api.reply({
      '/user/product/list': () => ({ data: { productIds: [2], viaRoles: [1] } }),
      '/user/product/save': () => ({ data: { productIds: [2, 3], viaRoles: [1] } }),
    });
    renderUsersPage();
    const dialog = await openDialog('安');
    await within(dialog).findByText('报销');
    expect(api.to('/user/product/list')[0]!.query.get('userId')).toBe('1');
    expect(within(dialog).getByText('人事')).toBeInTheDocument();
    expect(within(dialog).getByText('未分类')).toBeInTheDocument();
    expect(box('招聘')).toBeChecked();
    expect(box('招聘')).toBeDisabled();
    expect(box('招聘').closest('label')).toHaveTextContent('招聘 · 通过角色获得');
    expect(box('培训')).toBeChecked();
    expect(box('培训').closest('label')).toHaveTextContent('培训 · 已停用');
    expect(box('报销')).not.toBeChecked();

    await userEvent.click(box('报销'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/product/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/user/product/save')[0]!.text)).toEqual({ userId: 1, productIds: [2, 3] });
    expect(await screen.findByText('应用权限已保存')).toBeInTheDocument();
  });

  it('is hidden without the edit permission type', async () => {
    renderUsersPage({ perms: ['view'] });
    await screen.findByText('安');
    expect(screen.queryByText('应用权限')).not.toBeInTheDocument();
  });
});

describe('applications of a role', () => {
  it('checks the granted applications, says how many pages each has, and saves the checked ones as JSON', async () => {
    api.reply({
      '/role/productPageVos': () => ({
        data: [
          { id: 1, appId: 'app1', productName: '招聘', categoryName: '人事', granted: true, pageCount: 4 },
          { id: 3, appId: 'app3', productName: '报销', categoryName: null, granted: false, pageCount: 0 },
        ],
      }),
      '/role/product/save': () => ({ data: [3] }),
    });
    renderRolesPage();
    const dialog = await openDialog('招聘专员');
    await within(dialog).findByText('报销');
    expect(api.to('/role/productPageVos')[0]!.query.get('roleId')).toBe('4');
    expect(box('招聘')).toBeChecked();
    expect(box('招聘').closest('label')).toHaveTextContent('招聘 · 4 个页面');
    expect(button(OK, dialog)).toBeDisabled();

    await userEvent.click(box('招聘'));
    await userEvent.click(box('报销'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/role/product/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/role/product/save')[0]!.text)).toEqual({ roleId: 4, productIds: [3] });
    await waitFor(() => expect(screen.queryByText('应用权限：招聘专员')).not.toBeInTheDocument());
  });

  it('keeps the dialog and the choices when the server refuses them', async () => {
    api.reply({
      '/role/productPageVos': () => ({ data: [{ id: 3, appId: 'app3', productName: '报销', categoryName: null, granted: false, pageCount: 0 }] }),
      '/role/product/save': () => ({ status: 403, desc: '不能授予自己不能使用的应用：报销' }),
    });
    renderRolesPage();
    const dialog = await openDialog('招聘专员');
    await userEvent.click(await within(dialog).findByText('报销'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/role/product/save')).toHaveLength(1));
    expect(box('报销')).toBeChecked();
    expect(screen.getByText('应用权限：招聘专员')).toBeInTheDocument();
  });
});
