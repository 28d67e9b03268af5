import { z } from 'zod';
import { defineDomain, defineRoute, onPage, onPages, SIGNED_IN } from '../route.ts';
import { contactPhone, flag, id, optional, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';

/** The department tree serves the organisation page and both of its sub-pages. */
export const DEPARTMENT_PAGES = ['department-manage', 'department-personnel-manage', 'department-manage-list'] as const;

/** Departments are read as a tree (below), so the declaration has no list; moving is its own action. */
export const departmentsCrud = defineCrud({
  name: 'department',
  page: 'department-manage-list',
  noun: ['department', 'departments', '部门'],
  fields: {
    parentId: optional(id),
    name: text(50).min(1),
    leader: optional(text(50)),
    /** A mobile number (the leader's, as a rule): masked as any person's. */
    phone: optional(contactPhone),
    sort: wholeNumber(0, 9999).optional(),
    enabled: flag.optional(),
  },
  createOnly: ['parentId'],
  nullable: ['parentId', 'phone'],
  personal: { phone: 'phone' },
  readOnly: {
    /** Whether it has child departments, for the lazy tree. */
    hasChildren: z.boolean(),
    memberCount: z.number().int(),
  },
  timestamps: ['createdAt'],
  unique: { name: { within: ['parentId'], message: MESSAGES.departmentNameTaken } },
  filters: {},
  sorts: ['id'],
  paths: { create: 'POST /department/add', update: 'POST /department/edit', delete: 'GET /department/delByIds/:ids', personal: 'GET /department/personal/:id' },
  notFound: MESSAGES.departmentNotFound,
});

export const departmentRecord = departmentsCrud.record;
export type DepartmentRecord = z.infer<typeof departmentRecord>;

export const departmentsRoutes = {
  ...departmentsCrud.routes,
  children: defineRoute({
    method: 'GET', path: '/department/getByParentId/:parentId', access: onPages(DEPARTMENT_PAGES, 'view'),
    title: '下级部门', titleEn: 'Sub-departments',
    summary: 'Departments directly under one (0 for the top level)', params: z.strictObject({ parentId: wholeNumber(0) }),
    data: z.array(departmentRecord),
  }),
  options: defineRoute({
    method: 'GET', path: '/department/options', access: SIGNED_IN, title: '部门选项', titleEn: 'Department options', summary: 'Every department as an option (id, name, parent)',
    data: z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() })),
  }),
  search: defineRoute({
    method: 'GET', path: '/department/search', access: onPages(DEPARTMENT_PAGES, 'view'), title: '搜索部门', titleEn: 'Search departments', summary: 'Departments whose name contains a text',
    query: z.strictObject({ name: textFilter }), data: z.array(departmentRecord),
  }),
  move: defineRoute({
    method: 'POST', path: '/department/move', access: onPage('department-manage-list', 'edit'), title: '移动部门', titleEn: 'Move a department', summary: 'Move a department under another (or to the top)',
    body: z.strictObject({ id, parentId: optional(id) }), data: departmentRecord,
  }),
};

export const departmentsDomain = defineDomain('departments', departmentsRoutes);
