import { ADMIN_ROLE, BASE_ROLE } from '@console/contract';

/**
 * The roles the product seeds and relies on: the administrators' and the one every account holds;
 * `requiresTwoFactor`: what a new install's role starts with (角色管理 changes it).
 */
export const BUILT_IN_ROLES = [
  { code: ADMIN_ROLE, name: '超级管理员', requiresTwoFactor: true },
  { code: BASE_ROLE, name: '基础角色', requiresTwoFactor: false },
] as const;
