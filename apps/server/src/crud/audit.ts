import type { FastifyRequest } from 'fastify';
import type { Db } from '../platform/database.ts';
import { auditLog } from './audit.table.ts';

/** Who makes a change, from which request. */
export interface Actor {
  userId: number | null;
  requestId: string;
  ip: string;
}

export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.caller?.userId ?? null, requestId: request.id, ip: request.ip };
}

/** Fields never written to the audit log, whatever table they belong to. */
const SECRET_FIELD = /password|secret|token|privatekey|accesskey/i;

type Values = Record<string, unknown>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** Changed fields, `{ field: [before, after] }`, secrets left out. */
export function changesBetween(before: Values | null, after: Values | null): Record<string, [unknown, unknown]> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (SECRET_FIELD.test(field) || field === 'updatedAt') continue;
    const [was, now] = [comparable(before?.[field] ?? null), comparable(after?.[field] ?? null)];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

export interface AuditEntry {
  /** `reveal`: a secret was shown in clear to the actor. */
  action: 'create' | 'update' | 'delete' | 'reveal';
  target: string;
  targetId: string | number;
  before: Values | null;
  after: Values | null;
}

export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    action: entry.action,
    target: entry.target,
    targetId: String(entry.targetId),
    changes: changesBetween(entry.before, entry.after),
    requestId: actor.requestId,
    ip: actor.ip,
  });
}
