import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { box, openProductGrants } from '../../test/product-grants-harness.ts';
import { button, OK } from '../../test/users-harness.tsx';
import { renderRolesPage, roleRecord } from './roles-harness.tsx';

const api = scriptedApiForFile();

beforeEach(() => {
  api.reset({
    '/role/list': () => ({ data: { records: [roleRecord(4, { name: '招聘专员' })], total: 1, pageNumber: 1, pageSize: 10 } }),
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
    const dialog = await openProductGrants('招聘专员');
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
    const dialog = await openProductGrants('招聘专员');
    await userEvent.click(await within(dialog).findByText('报销'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/role/product/save')).toHaveLength(1));
    expect(box('报销')).toBeChecked();
    expect(screen.getByText('应用权限：招聘专员')).toBeInTheDocument();
  });
});
