import type { FastifyRequest } from 'fastify';
import { USER_PAGES } from '@console/contract/users';
import { callerOf } from '../../http/access.ts';
import type { RolesApi, RowTarget } from '../roles/roles.api.ts';
import { users } from './users.table.ts';

/** What data scopes and permission rules on the users pages test. */
const USER_ROWS: RowTarget = {
  ownerId: users.id,
  departmentId: users.departmentId,
  fields: {
    username: users.username, name: users.name, phone: users.phone, email: users.email,
    userType: users.userType, enabled: users.enabled, departmentId: users.departmentId,
  },
};

/** The users the caller may see through the users pages, and so act on: in the user calls and in other domains' calls about users. */
export const usersInScopeOf = (roles: RolesApi, request: FastifyRequest) => roles.rowScope(callerOf(request), USER_PAGES, USER_ROWS);
