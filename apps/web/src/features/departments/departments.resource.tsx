import { departmentsCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredRecordResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';
import { DepartmentParentSelect } from './department-parent-select.tsx';


/** Moving a department is its own action: the edit dialog has no parent. */
export const departmentsResource = declaredRecordResource(departmentsCrud, {
  title: 'departments.record',
  columns: [
    { key: 'name', title: 'departments.name', form: { kind: 'text' } },
    { key: 'parentId', title: 'departments.parent', hideInTable: true, form: { kind: 'custom', only: 'create', control: <DepartmentParentSelect /> } },
    { key: 'leader', title: 'departments.leader', form: { kind: 'text' } },
    { key: 'phone', title: 'departments.phone', form: { kind: 'text' } },
    { key: 'memberCount', title: 'departments.memberCount' },
    { key: 'sort', title: 'departments.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'enabled', title: 'departments.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    { key: 'createdAt', title: 'departments.createdAt', exportValue: (department) => formatDateTime(department.createdAt) },
  ],
});
