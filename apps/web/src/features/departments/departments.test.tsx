import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { button, OK, row } from '../../test/users-harness.tsx';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { department, departmentReplies } from '../../test/departments-harness.ts';
import DepartmentsPage from './departments.page.tsx';

/** Opens a row of the tree table. */
const expand = (text: string) => userEvent.click(row(text).querySelector('.ant-table-row-expand-icon-collapsed')!);

const api = scriptedApiForFile();
beforeEach(() => api.reset(departmentReplies));

const renderDepartmentsPage = () => renderPage(<DepartmentsPage />, { name: 'department-manage-list', url: '/sys/department-manage/department-manage-list' });

/** Opens the page, expands 总部 and clicks 移动 on 研发部; returns the dialog. */
async function openMoveDialog(): Promise<HTMLElement> {
  renderDepartmentsPage();
  await screen.findByText('总部');
  await expand('总部');
  await screen.findByText('研发部');
  await userEvent.click(button('移动', row('研发部')));
  return screen.findByRole('dialog');
}

describe('departments page', () => {
  it('loads the top level, then the children of each department opened', async () => {
    renderDepartmentsPage();
    expect(await screen.findByText('总部')).toBeInTheDocument();
    expect(screen.getByText('销售部')).toBeInTheDocument();
    expect(row('销售部').querySelector('.ant-table-row-expand-icon-collapsed')).toBeNull();
    expect(api.to('/department/getByParentId/1')).toHaveLength(0);

    await expand('总部');
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    expect(api.to('/department/getByParentId/1')).toHaveLength(1);
    await expand('研发部');
    expect(await screen.findByText('前端组')).toBeInTheDocument();
  });

  it('adds a child department under a row', async () => {
    api.reply({ '/department/add': () => ({ data: department(9, { parentId: 4 }) }) });
    renderDepartmentsPage();
    await screen.findByText('销售部');
    await userEvent.click(button('新增下级', row('销售部')));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('销售部')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('部门名称'), '华东区');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/department/add')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/department/add')[0]!.body)).toEqual({
      name: '华东区', parentId: '4', leader: '', phone: '', sort: '0', enabled: 'true',
    });
    await waitFor(() => expect(api.to('/department/getByParentId/4')).toHaveLength(1));
  });

  it('moves a department under the parent picked, where it cannot pick its own subtree', async () => {
    api.reply({ '/department/move': ({ body }) => ({ data: department(2, { parentId: Number(body.get('parentId')) || null }) }) });
    const dialog = await openMoveDialog();
    expect(within(dialog).getByText('移动部门“研发部”')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox'));
    const ownSubtree = (await screen.findAllByTitle('前端组')).at(-1)!.closest('.ant-select-tree-treenode')!;
    expect(ownSubtree).toHaveClass('ant-select-tree-treenode-disabled');
    await userEvent.click((await screen.findAllByTitle('销售部')).at(-1)!);
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/department/move')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/department/move')[0]!.body)).toEqual({ id: '2', parentId: '4' });
    expect(await screen.findByText('移动成功')).toBeInTheDocument();
  });

  it('moves a department to the top level when the parent is cleared', async () => {
    api.reply({ '/department/move': () => ({ data: department(2) }) });
    const dialog = await openMoveDialog();
    await userEvent.click(dialog.querySelector('.ant-select-clear')!);
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/department/move')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/department/move')[0]!.body)).toEqual({ id: '2', parentId: '' });
  });

  it('asks before deleting, and leaves the row when the server refuses', async () => {
    api.reply({ '/department/delByIds/1': () => ({ status: 409, desc: '部门“总部”下还有子部门，不能删除' }) });
    renderDepartmentsPage();
    await screen.findByText('总部');
    await userEvent.click(button('删除', row('总部')));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/department/delByIds/1')).toHaveLength(1));
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(screen.getByText('总部')).toBeInTheDocument();
  });
});
