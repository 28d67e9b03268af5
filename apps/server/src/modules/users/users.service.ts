import type { Db } from '../../platform/database.ts';
import type { UserRow } from './users.table.ts';
import * as repo from './users.repository.ts';

export const ADMIN_USERNAME = 'admin';

export class UsersService {
  constructor(private readonly db: Db) {}

  findForSignIn(username: string): Promise<UserRow | undefined> {
    return repo.findByUsername(this.db, username);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return repo.findById(this.db, id);
  }

  /** Creates the `admin` account unless it exists; returns its id when it was created. */
  async createAdminIfMissing(tx: Db, passwordHash: string): Promise<number | undefined> {
    if (await repo.findByUsername(tx, ADMIN_USERNAME)) return undefined;
    const admin = await repo.insertUser(tx, { username: ADMIN_USERNAME, passwordHash, name: '超级管理员' });
    return admin.id;
  }
}
