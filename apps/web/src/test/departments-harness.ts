import type { DepartmentRecord } from '@console/contract/departments';

export function department(id: number, overrides: Partial<DepartmentRecord> = {}): DepartmentRecord {
  return {
    id, parentId: null, name: `部门${id}`, leader: '', phone: null, sort: 0, enabled: true, hasChildren: false, memberCount: 0,
    createdAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}

/** 总部 (1) has 研发部 (2), which has 前端组 (3); 销售部 (4) stands alone. */
const DEPARTMENTS = [
  department(1, { name: '总部', hasChildren: true }),
  department(2, { name: '研发部', parentId: 1, hasChildren: true }),
  department(3, { name: '前端组', parentId: 2 }),
  department(4, { name: '销售部' }),
];

/** The department calls answering from DEPARTMENTS. */
export const departmentReplies = {
  ...Object.fromEntries([0, 1, 2, 3, 4].map((parentId) => [
    `/department/getByParentId/${parentId}`,
    () => ({ data: DEPARTMENTS.filter((each) => (each.parentId ?? 0) === parentId) }),
  ])),
  '/department/options': () => ({ data: DEPARTMENTS.map(({ id, name, parentId }) => ({ id, name, parentId })) }),
};
