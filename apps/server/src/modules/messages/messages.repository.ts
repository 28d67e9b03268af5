import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { workflowStartNodes } from './messages.table.ts';

/** Enabled users by username (any letter case), and the names that match none. */
export async function usersByName(db: Db, usernames: readonly string[]): Promise<{ found: number[]; unknown: string[] }> {
  const wanted = [...new Set(usernames.map((name) => name.toLowerCase()))];
  const rows = await db.select({ id: users.id, username: users.username }).from(users)
    .where(and(inArray(sql`lower(${users.username})`, wanted), eq(users.enabled, true)));
  const known = new Set(rows.map((row) => row.username.toLowerCase()));
  return { found: rows.map((row) => row.id), unknown: [...new Set(usernames)].filter((name) => !known.has(name.toLowerCase())) };
}

/** Keeps (or replaces) what an application told of a workflow's start node. */
export async function recordStartNode(db: Db, node: typeof workflowStartNodes.$inferInsert): Promise<void> {
  const values = { ...node, updatedAt: new Date() };
  await db.insert(workflowStartNodes).values(values).onConflictDoUpdate({ target: workflowStartNodes.procInstId, set: values });
}
