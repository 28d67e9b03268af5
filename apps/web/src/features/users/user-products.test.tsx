import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { box, openProductGrants } from '../../test/product-grants-harness.ts';
import { button, OK, pageOf, renderUsersPage, userRecord } from '../../test/users-harness.tsx';
import { product } from '../../test/products-harness.tsx';

const api = scriptedApiForFile();

const PRODUCTS = [
  product(1, { productName: '招聘', categoryName: '人事' }),
  product(2, { productName: '培训', categoryName: '人事', enabled: false }),
  product(3, { productName: '报销' }),
];

beforeEach(() => {
  api.reset({
    '/user/list': () => pageOf([userRecord(1, { name: '安' })]),
    '/product/getAllList': () => ({ data: PRODUCTS }),
  });
});

describe('applications of a user', () => {
  it('checks the direct grants, locks those coming through roles, and saves the direct ones as JSON', async () => {
    api.reply({
      '/user/product/list': () => ({ data: { productIds: [2], viaRoles: [1] } }),
      '/user/product/save': () => ({ data: { productIds: [2, 3], viaRoles: [1] } }),
    });
    renderUsersPage();
    const dialog = await openProductGrants('安');
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
