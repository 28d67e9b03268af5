import { departmentsCrud } from '@console/contract/departments';
import { declaredRecordResource } from '../../crud/crud-resource.ts';
import { DepartmentParentSelect } from './department-parent-select.tsx';

/** Moving a department is its own action: the edit dialog has no parent. */
export const departmentsResource = declaredRecordResource(departmentsCrud, {
  messages: 'departments',
  columns: [
    'name',
    { key: 'parentId', hideInTable: true, form: { kind: 'custom', control: <DepartmentParentSelect /> } },
    'leader',
    'phone',
    'memberCount',
    'sort',
    'enabled',
    'createdAt',
  ],
});
