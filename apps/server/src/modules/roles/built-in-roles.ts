import { PAGE_TREE, type PageName, type PageNode, type PermType } from '@console/contract';
import { AUDIT_ADMIN_ROLE, BUILT_IN_ROLES, SECURITY_ADMIN_ROLE, SYSTEM_ADMIN_ROLE } from '@console/contract/roles';

export { BUILT_IN_ROLES };

/** The pages whose records are the audit trail: only the audit administrator reads them. */
const AUDIT_PAGES: readonly PageName[] = ['log-manage'];
/** The pages of the console's security: sign-in and password rules, sessions, sign-in addresses. */
const SECURITY_PAGES: readonly PageName[] = ['security-settings', 'online-users', 'role-networks'];
/** Pages that reveal a stored secret in clear: granted by the super admin to whom needs them, to none of the duties. */
const SECRET_REVEALS: readonly PageName[] = ['isv-keys', 'file-secret', 'webservice-password'];

/** Every page of the system directory (系统管理) with all the permission types it offers. */
function systemPages(): [PageName, PermType[]][] {
  const visit = (nodes: readonly PageNode[]): [PageName, PermType[]][] =>
    nodes.flatMap((node) => [[node.name as PageName, [...(node.perms ?? [])]] as [PageName, PermType[]], ...visit(node.children ?? [])]);
  return visit(PAGE_TREE.filter((node) => node.name === 'sys-manage'));
}

const excluded = new Set<PageName>([...AUDIT_PAGES, ...SECURITY_PAGES, ...SECRET_REVEALS]);

/**
 * What each administrator of separated duties is granted when the role is first seeded: the system
 * administrator every page of 系统管理 but the audit trail, the security pages and the reveals of
 * secrets; the security administrator the security pages and a view of roles (to set their sign-in
 * addresses); the audit administrator the log only. The super admin may change them later; nobody else.
 */
export const DUTY_GRANTS: Record<string, Partial<Record<PageName, PermType[]>>> = {
  [SYSTEM_ADMIN_ROLE]: Object.fromEntries(systemPages().filter(([page]) => !excluded.has(page))),
  [SECURITY_ADMIN_ROLE]: {
    'sys-manage': ['view'], 'security-settings': ['view', 'edit'], 'online-users': ['view', 'delete'],
    'role-manage': ['view'], 'role-networks': ['view'],
  },
  [AUDIT_ADMIN_ROLE]: { 'sys-manage': ['view'], 'log-manage': ['view'] },
};
