import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@console/contract';
import { DestinationPolicy, DestinationRefused, type Resolver } from './destination-policy.ts';

/** A resolver answering from a table, as a DNS server under someone's control would. */
const resolverOf = (names: Record<string, string[]>): Resolver => async (host) =>
  (names[host] ?? []).map((address): LookupAddress => ({ address, family: isIP(address) }));

const addressFor = (policy: DestinationPolicy, host: string, port = 80) =>
  policy.addressFor(host, port).then(({ address }) => address, (error: unknown) => error);

const refusal = (host: string) => new DestinationRefused(host);

describe('the destination policy', () => {
  const closed = new DestinationPolicy([], resolverOf({}));

  it.each([
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
    ['private (RFC 1918, RFC 4193)', ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1', 'fd12:3456::1']],
    ['link-local', ['169.254.1.1', 'fe80::1']],
    ['cloud metadata', ['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['carrier-grade NAT', ['100.64.0.1', '100.127.255.254']],
    ['multicast, broadcast and reserved', ['224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1', 'ff02::1', '2001:db8::1']],
    ['IPv4 inside IPv6 (mapped, NAT64, IPv4-compatible, 6to4)', ['::ffff:127.0.0.1', '::ffff:a00:1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '::7f00:1', '2002:7f00:1::1']],
  ])('refuses %s addresses by default', async (_kind, addresses) => {
    for (const address of addresses) expect(await addressFor(closed, address), address).toEqual(refusal(address));
  });

  it('lets public addresses through, IPv4 mapped into IPv6 or translated by NAT64 included', async () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(await addressFor(closed, address), address).toBe(address);
    }
  });

  it('checks the addresses a name resolves to, every time it connects (DNS rebinding)', async () => {
    const answers = ['93.184.215.14', '10.0.0.5', '169.254.169.254'];
    // The name answers a public address, then private ones: each connection is checked on its own answer.
    const rebinding = new DestinationPolicy([], async () => [{ address: answers.shift()!, family: 4 }]);
    expect(await addressFor(rebinding, 'rebind.example')).toBe('93.184.215.14');
    expect(await addressFor(rebinding, 'rebind.example')).toEqual(refusal('rebind.example'));
    expect(await addressFor(rebinding, 'rebind.example')).toEqual(refusal('rebind.example'));
  });

  it('connects only to an address it checked: a name with private and public answers gets the public one', async () => {
    const mixed = new DestinationPolicy([], resolverOf({ 'mixed.example': ['127.0.0.1', '169.254.169.254', '93.184.215.14'], 'inside.example': ['10.0.0.1', '::1'] }));
    expect(await addressFor(mixed, 'mixed.example')).toBe('93.184.215.14');
    expect(await addressFor(mixed, 'inside.example')).toEqual(refusal('inside.example'));
  });

  it('opens what OUTBOUND_ALLOW names: ranges, single addresses, names, each on every port or one', async () => {
    const names = { 'upstream.internal': ['10.9.8.7'], 'other.internal': ['10.9.8.7'], 'db.internal': ['192.168.5.5'] };
    const policy = new DestinationPolicy(['10.0.0.0/8', '127.0.0.1:8080', '[::1]:8443', 'Upstream.Internal.', 'db.internal:5432'], resolverOf(names));
    expect(await addressFor(policy, '10.200.0.1', 6379)).toBe('10.200.0.1');
    expect(await addressFor(policy, 'upstream.internal', 443)).toBe('10.9.8.7');
    // Covered by the range, not by the name: a name is opened by its own entry only.
    expect(await addressFor(policy, 'other.internal')).toBe('10.9.8.7');
    expect(await addressFor(policy, 'db.internal', 5432)).toBe('192.168.5.5');
    expect(await addressFor(policy, 'db.internal', 6379)).toEqual(refusal('db.internal'));
    expect(await addressFor(policy, '127.0.0.1', 8080)).toBe('127.0.0.1');
    expect(await addressFor(policy, '127.0.0.1', 6379)).toEqual(refusal('127.0.0.1'));
    expect(await addressFor(policy, '[::1]', 8443)).toBe('::1');
    expect(await addressFor(policy, '192.168.1.1')).toEqual(refusal('192.168.1.1'));
  });

  it('keeps the metadata addresses closed to ranges that cover them, open only to an entry naming them', async () => {
    const ranges = new DestinationPolicy(['169.254.0.0/16', 'fd00::/8', '100.64.0.0/10'], resolverOf({}));
    for (const address of ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']) expect(await addressFor(ranges, address), address).toEqual(refusal(address));
    expect(await addressFor(ranges, '169.254.10.10')).toBe('169.254.10.10');
    const named = new DestinationPolicy(['169.254.169.254'], resolverOf({}));
    expect(await addressFor(named, '169.254.169.254')).toBe('169.254.169.254');
  });

  it('tells a refusal with the host as given, the same words whatever is there', () => {
    expect(refusal('localhost').message).toBe(MESSAGES.destinationRefused('localhost'));
    expect(MESSAGES.destinationRefused('localhost')).toBe('不允许访问该地址：localhost');
  });
});
