import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { departmentReplies } from '../../test/departments-harness.ts';
import { address, button, OK, pageOf, userRecord } from '../../test/users-harness.tsx';
import DepartmentStaffPage from './department-staff.page.tsx';

const api = scriptedApiForFile();
beforeEach(() => api.reset(departmentReplies));

describe('department staff page', () => {
  const renderStaffPage = (entry?: string) =>
    renderPage(<DepartmentStaffPage />, { name: 'department-personnel-manage', url: '/sys/department-manage/department-personnel-manage', entry });
  const treeNode = (name: string) => screen.getByText(name, { selector: '.ant-tree-title' });
  const lastList = () => Object.fromEntries(api.to('/user/list').at(-1)!.query);

  beforeEach(() => api.reply({ '/user/list': ({ query }) => pageOf([userRecord(Number(query.get('departmentId')) * 10)]) }));

  it('asks for nothing until a department is chosen, then lists its users', async () => {
    renderStaffPage();
    expect(await screen.findByText('请在左侧选择部门')).toBeInTheDocument();
    await screen.findByText('总部');
    expect(api.to('/user/list')).toHaveLength(0);

    await userEvent.click(treeNode('总部'));
    expect(await screen.findByText('用户10')).toBeInTheDocument();
    expect(lastList()).toMatchObject({ departmentId: '1' });
    expect(address().get('departmentId')).toBe('1');
    expect(within(screen.getByRole('search')).queryByLabelText('部门')).not.toBeInTheDocument();
  });

  it('loads the children of an opened department, and starts at the first page of another one', async () => {
    renderStaffPage('/sys/department-manage/department-personnel-manage?departmentId=4&pageNumber=3');
    await waitFor(() => expect(lastList()).toMatchObject({ departmentId: '4', pageNumber: '3' }));
    await screen.findByText('总部', { selector: '.ant-tree-title' });
    await userEvent.click(treeNode('总部').closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    await userEvent.click(await screen.findByText('研发部', { selector: '.ant-tree-title' }));
    expect(await screen.findByText('用户20')).toBeInTheDocument();
    expect(lastList()).toMatchObject({ departmentId: '2', pageNumber: '1' });
    expect(address().has('pageNumber')).toBe(false);
  });

  it('adds a user to the chosen department', async () => {
    api.reply({ '/user/save': () => ({ data: userRecord(7) }) });
    renderStaffPage('/sys/department-manage/department-personnel-manage?departmentId=2');
    await screen.findByText('用户20');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('研发部')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'dora');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'long-enough-1');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '丁');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/save')).toHaveLength(1));
    expect(api.to('/user/save')[0]!.body.get('departmentId')).toBe('2');
  });
});
