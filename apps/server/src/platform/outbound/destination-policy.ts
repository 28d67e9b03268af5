import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MESSAGES } from '@console/contract';
import { parseOutboundAllowEntry } from '../../config/outbound-allow.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** Every address a host name has: the operating system's resolver by default, as a connection would ask it. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true });

/**
 * Cloud instance metadata services, which hand out the machine's credentials (AWS, GCP, Azure, Oracle
 * and OpenStack at 169.254.169.254; ECS and EKS task credentials; Tencent Cloud; Alibaba Cloud; AWS over
 * IPv6). An allowed range never opens them: only an entry naming the very address does.
 */
const METADATA = new Set(['169.254.169.254', '169.254.170.2', '169.254.170.23', '169.254.0.23', '100.100.100.200', 'fd00:ec2::254', 'fd00:ec2::23']
  .map((address) => ipaddr.parse(address).toNormalizedString()));

/** The well-known NAT64 prefix: the last 32 bits are the IPv4 address the translator connects to. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible IPv6 addresses (`::a.b.c.d`, deprecated): no ordinary host has one. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** The address a connection to `text` reaches: IPv4 mapped into IPv6, or translated by NAT64, is that IPv4 address. */
function reachedAddress(text: string): Address {
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  const carriesIPv4 = v6.isIPv4MappedAddress() || v6.range() === 'rfc6145' || v6.match(NAT64);
  return carriesIPv4 ? ipaddr.fromByteArray(v6.toByteArray().slice(12)) : v6;
}

/**
 * An ordinary public address. ipaddr.js names every special-purpose range (loopback, private,
 * link-local, unique local, carrier-grade NAT, unspecified, multicast, broadcast, reserved and
 * documentation ranges, 6to4, Teredo, the local NAT64 prefix…) and calls the rest `unicast`.
 */
const isPublic = (address: Address) => address.range() === 'unicast' && !(address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE));

const covers = ([network, prefix]: Range, address: Address) => network.kind() === address.kind() && address.match(network, prefix);
const isExactly = (range: Range, address: Address) => range[1] === (address.kind() === 'ipv4' ? 32 : 128) && covers(range, address);

/** Host names compare without case or a trailing dot. */
const comparableName = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** An entry of `OUTBOUND_ALLOW` as the policy compares it (the config validated it). */
type AllowRule = { port?: number } & ({ name: string } | { range: Range });

function ruleOf(entry: string): AllowRule {
  const parsed = parseOutboundAllowEntry(entry);
  if (!parsed) throw new Error(`not an OUTBOUND_ALLOW entry: ${entry}`);
  if (parsed.kind === 'name') return { name: comparableName(parsed.name), port: parsed.port };
  return { range: [ipaddr.parse(parsed.address), parsed.prefix], port: parsed.port };
}

/**
 * A destination the policy refuses, told with the host as the call named it. Nothing was sent there,
 * so the answer is the same whether anything listens or not.
 */
export class DestinationRefused extends Error {
  constructor(readonly host: string) {
    super(MESSAGES.destinationRefused(host));
  }
}

/**
 * Where the server may connect: public addresses, and what `OUTBOUND_ALLOW` opens on purpose. Asked
 * for every connection with the addresses its host resolves to at that moment (so neither a
 * redirect nor a name that changes its answer gets around it), and an address given literally is
 * checked the same way.
 */
export class DestinationPolicy {
  private readonly rules: AllowRule[];

  constructor(allow: readonly string[], private readonly resolve: Resolver = systemResolver) {
    this.rules = allow.map(ruleOf);
  }

  /** The address to connect to for `host` (a name or an address) on `port`: the first one it has that is permitted. */
  async addressFor(host: string, port: number): Promise<LookupAddress> {
    const bare = host.startsWith('[') ? host.slice(1, -1) : host;
    const family = isIP(bare);
    const candidates = family ? [{ address: bare, family }] : await this.resolve(bare);
    const permitted = candidates.find(({ address }) => this.permits(bare, port, address));
    if (!permitted) throw new DestinationRefused(host);
    return permitted;
  }

  private permits(host: string, port: number, address: string): boolean {
    const reached = reachedAddress(address);
    const rules = this.rules.filter((rule) => rule.port === undefined || rule.port === port);
    if (METADATA.has(reached.toNormalizedString())) return rules.some((rule) => 'range' in rule && isExactly(rule.range, reached));
    if (isPublic(reached)) return true;
    const name = comparableName(host);
    return rules.some((rule) => ('name' in rule ? rule.name === name : covers(rule.range, reached)));
  }
}
