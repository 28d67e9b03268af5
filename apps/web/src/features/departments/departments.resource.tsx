import { departmentsRoutes } from '@console/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../crud/cells.tsx';
import { ENABLED_STATUSES, type RecordResource } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';
import type { DepartmentRow } from './department-tree.ts';
import { DepartmentParentSelect } from './DepartmentParentSelect.tsx';

const addBody = departmentsRoutes.add.body!;
const editBody = departmentsRoutes.edit.body!;

/** Moving a department is its own action: the edit dialog has no parent. */
export const departmentsResource: RecordResource<DepartmentRow, z.input<typeof addBody>, z.input<typeof editBody>> = {
  key: 'departments',
  page: 'department-manage-list',
  title: 'departments.record',
  rowKey: 'id',
  create: (body) => call(departmentsRoutes.add, { body }),
  createSchema: addBody,
  update: (body) => call(departmentsRoutes.edit, { body }),
  updateSchema: editBody,
  remove: (ids) => call(departmentsRoutes.delete, { params: { ids: ids.join(',') } }),
  columns: [
    { key: 'name', title: 'departments.name', form: { kind: 'text', required: true } },
    { key: 'parentId', title: 'departments.parent', hideInTable: true, form: { kind: 'custom', only: 'create', control: <DepartmentParentSelect /> } },
    { key: 'leader', title: 'departments.leader', form: { kind: 'text' } },
    { key: 'phone', title: 'departments.phone', form: { kind: 'text' } },
    { key: 'memberCount', title: 'departments.memberCount' },
    { key: 'sort', title: 'departments.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'enabled', title: 'departments.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    { key: 'createdAt', title: 'departments.createdAt', exportValue: (department) => formatDateTime(department.createdAt) },
  ],
};
