import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Db } from '../../platform/database.ts';
import { ipBlacklist, isvLimits, isvRoleGrants, isvRouteRoles, isvRoutes, isvs } from './open-platform.table.ts';

/** A partner as the gateway checks it: keys read once, roles as a set. */
export interface GatewayIsv {
  id: number;
  appKey: string;
  name: string;
  enabled: boolean;
  /** Keys are read once, when the configuration is: reading one costs more than the signature made with it. */
  secret?: KeyObject;
  publicKey?: KeyObject;
  platformPrivateKey?: KeyObject;
  roleIds: Set<number>;
}

export interface GatewayRoute {
  id: number;
  name: string;
  version: string;
  enabled: boolean;
  needsPermission: boolean;
  targetKind: 'http' | 'operation';
  targetUrl: string;
  operation: string;
  timeoutMs: number;
  roleIds: Set<number>;
}

export interface GatewayLimit {
  id: number;
  routeId: number | null;
  appKey: string;
  /** The address or range counted; absent: any. */
  ip?: BlockList;
  kind: 'window' | 'bucket';
  points: number;
  periodSeconds: number;
  burst: number;
  /** Changes whenever the limit does: a changed limit counts afresh. */
  version: string;
}

/** Everything the gateway checks, read at once and kept until one of its tables changes. */
export interface GatewayConfig {
  isvs: Map<string, GatewayIsv>;
  routes: Map<string, GatewayRoute>;
  /** Enabled blacklist entries; none: nothing to check. */
  blocked?: BlockList;
  limits: GatewayLimit[];
}

export const routeKey = (name: string, version: string) => `${name}@${version}`;

/** An address as the blacklist compares it: an IPv4 address mapped into IPv6 is the IPv4 one. */
export function addressOf(ip: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  return { address, family: isIPv4(address) ? 'ipv4' : 'ipv6' };
}

/** Adds an address or CIDR range (as the blacklist validated it) to a block list. */
function block(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const { family } = addressOf(address);
  if (prefix === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(prefix), family);
}

const groupRoles = (links: { ownerId: number; roleId: number }[]) => {
  const byOwner = new Map<number, Set<number>>();
  for (const { ownerId, roleId } of links) byOwner.set(ownerId, (byOwner.get(ownerId) ?? new Set()).add(roleId));
  return byOwner;
};

export async function loadGatewayConfig(db: Db, secrets: Pick<SecretBox, 'open'>): Promise<GatewayConfig> {
  const [isvRows, isvRoles, routeRows, routeRoles, blacklist, limitRows] = await Promise.all([
    db.select().from(isvs),
    db.select({ ownerId: isvRoleGrants.isvId, roleId: isvRoleGrants.roleId }).from(isvRoleGrants),
    db.select().from(isvRoutes),
    db.select({ ownerId: isvRouteRoles.routeId, roleId: isvRouteRoles.roleId }).from(isvRouteRoles),
    db.select().from(ipBlacklist),
    db.select().from(isvLimits),
  ]);
  const rolesOfIsv = groupRoles(isvRoles);
  const rolesOfRoute = groupRoles(routeRoles);
  const entries = blacklist.filter((entry) => entry.enabled);
  const blocked = entries.length > 0 ? new BlockList() : undefined;
  for (const entry of entries) block(blocked!, entry.ip);
  return {
    isvs: new Map(isvRows.map((row) => [row.appKey, {
      id: row.id, appKey: row.appKey, name: row.name, enabled: row.enabled,
      secret: row.secretSealed ? createSecretKey(secrets.open(row.secretSealed), 'utf8') : undefined,
      publicKey: row.publicKey ? createPublicKey(row.publicKey) : undefined,
      platformPrivateKey: row.platformPrivateKeySealed ? createPrivateKey(secrets.open(row.platformPrivateKeySealed)) : undefined,
      roleIds: rolesOfIsv.get(row.id) ?? new Set(),
    }])),
    routes: new Map(routeRows.map((row) => [routeKey(row.name, row.version), { ...row, roleIds: rolesOfRoute.get(row.id) ?? new Set() }])),
    blocked,
    limits: limitRows.filter((row) => row.enabled).map((row) => {
      const ip = row.ip ? new BlockList() : undefined;
      if (ip) block(ip, row.ip);
      return { ...row, ip, version: `${row.id}:${row.updatedAt.getTime()}` };
    }),
  };
}
