import ipaddr from 'ipaddr.js';
import { MESSAGES } from '@console/contract';
import { badRequest } from '../../http/errors.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const PREFIX = /^\d{1,3}$/;

/**
 * An address written the plain way: four decimal parts for IPv4 (no octal, hexadecimal or shortened
 * forms, which readers of the list would take for other addresses), RFC 4291 text for IPv6 without a
 * zone. An IPv4 address mapped into IPv6 is that IPv4 address.
 */
function plainAddress(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return undefined;
  return ipaddr.process(text);
}

/**
 * An entry of a role's list in its canonical form (`192.168.1.10`, `10.0.0.0/8`, `2001:db8::/32`), or
 * a refusal naming it: not an address or range, or a range written with host bits (`10.1.2.3/8`, where
 * `10.0.0.0/8` was surely meant but another reader could take a single address).
 */
export function canonicalNetwork(entry: string): string {
  const [addressText = '', prefixText, ...rest] = entry.trim().split('/');
  const address = plainAddress(addressText);
  const bits = address?.kind() === 'ipv4' ? 32 : 128;
  const mappedBits = address?.kind() === 'ipv4' && addressText.includes(':') ? 96 : 0;
  const prefix = prefixText === undefined ? bits : Number(prefixText) - mappedBits;
  if (!address || rest.length > 0 || (prefixText !== undefined && !PREFIX.test(prefixText)) || prefix < 0 || prefix > bits) {
    throw badRequest(MESSAGES.duties.networkInvalid(entry), { reason: 'networkInvalid', entry });
  }
  if (prefix === bits) return address.toString();
  const network = (address.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString();
  if (network !== address.toString()) throw badRequest(MESSAGES.duties.networkHostBits(entry, `${network}/${prefix}`), { reason: 'networkHostBits', entry, network: `${network}/${prefix}` });
  return `${network}/${prefix}`;
}

/** A list as stored: each entry canonical, each once, in the order given. */
export const canonicalNetworks = (entries: string[]): string[] => [...new Set(entries.filter((entry) => entry.trim() !== '').map(canonicalNetwork))];

/** Whether an address (a request's, as the trusted-proxy setting gives it) is in one of the entries of a list. */
export function allows(entries: readonly string[], ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return entries.some((entry) => {
    const [network, prefix] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), address.kind() === 'ipv4' ? 32 : 128];
    return network.kind() === address.kind() && address.match(network, prefix);
  });
}
