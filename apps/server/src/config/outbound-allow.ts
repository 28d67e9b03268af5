import { isIP } from 'node:net';

/**
 * One entry of `OUTBOUND_ALLOW`: a host name (its connections pass whatever it resolves to), or an
 * address range (a single address is a range of one); either on every port, or on the one it names.
 */
export type OutboundAllowEntry =
  | { kind: 'name'; name: string; port?: number }
  | { kind: 'range'; address: string; prefix: number; port?: number };

/** `[v6]`, `[v6]:port`, `[v6/prefix]:port`: the brackets keep an IPv6 address apart from its port. */
const BRACKETED = /^\[([^\]]+)\](?::(\d+))?$/;

/** The entry's target and port, as written. */
function splitPort(entry: string): { target: string; port?: string } {
  const bracketed = BRACKETED.exec(entry);
  if (bracketed) return { target: bracketed[1]!, port: bracketed[2] };
  const parts = entry.split(':');
  // More than one colon: an IPv6 address or range, which takes a port only in brackets.
  return parts.length === 2 ? { target: parts[0]!, port: parts[1] } : { target: entry };
}

function portOf(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * A host name as URLs carry it, else undefined. The URL parser is the judge: a name it rewrites (an
 * address in decimal, octal or hex, characters it escapes or refuses) is not one to compare hosts with.
 */
function hostNameOf(text: string): string | undefined {
  try {
    const { hostname } = new URL(`http://${text}/`);
    return hostname === text.toLowerCase() && isIP(hostname) === 0 && hostname !== '' ? hostname : undefined;
  } catch {
    return undefined;
  }
}

function rangeOf(target: string): { address: string; prefix: number } | undefined {
  const [address = '', prefix, ...rest] = target.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return { address, prefix: bits };
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits ? { address, prefix: Number(prefix) } : undefined;
}

/** An entry of `OUTBOUND_ALLOW` (`10.0.0.0/8`, `upstream.internal:8443`, `[fd00::1]:80`); undefined when it is none. */
export function parseOutboundAllowEntry(entry: string): OutboundAllowEntry | undefined {
  const { target, port: portText } = splitPort(entry);
  const port = portOf(portText);
  if (port === null) return undefined;
  const range = rangeOf(target);
  if (range) return { kind: 'range', ...range, port };
  const name = hostNameOf(target);
  return name ? { kind: 'name', name, port } : undefined;
}
