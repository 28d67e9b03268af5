import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FileApp } from '../../../test/harness.ts';
import { roles } from '../roles/roles.table.ts';
import { products } from './products.table.ts';

function dataOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Calls that set up what the tests of this folder work on, made as the admin. */
export function productFixtures(t: FileApp) {
  return {
    addCategory: async (form: Record<string, string>): Promise<{ id: number }> =>
      dataOf(await t.call('POST', '/product/category/save', { token: t.admin, form })),
    addProduct: async (form: Record<string, string>): Promise<{ id: number; appId: string }> =>
      dataOf(await t.call('POST', '/product/save', { token: t.admin, form })),
    /** The id of the role `t.createUser` made for a user. */
    roleOf: async (username: string): Promise<number> => {
      const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, `role-of-${username}`));
      return role!.id;
    },
    grantToRole: async (roleId: number, productIds: number[]): Promise<number[]> =>
      dataOf(await t.call('POST', '/role/product/save', { token: t.admin, json: { roleId, productIds } })),
    /** A menu of an application's own tree. */
    addMenu: async (appId: string, name: string, type: 'directory' | 'page' | 'button', permTypes: string): Promise<{ id: number }> =>
      dataOf(await t.call('POST', '/menu/save', { token: t.admin, form: { appId, name, title: name, type, permTypes, ...(type !== 'button' && { url: `/${name}` }) } })),
    /** The console's own application, which every install starts with. */
    consoleApplication: async (): Promise<{ id: number }> => {
      const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.appId, 'platform'));
      return product!;
    },
    grantToUser: async (userId: number, productIds: number[]) =>
      dataOf(await t.call('POST', '/user/product/save', { token: t.admin, json: { userId, productIds } })),
  };
}
