import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.session).toEqual({ idleMs: 2 * 3_600_000, absoluteMs: 7 * 24 * 3_600_000, maxPerAccount: 10 });
    expect(config.slowRequestMs).toBe(1_000);
    expect(config.drainMs).toBe(5_000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'Admin123' }, 'ADMIN_PASSWORD'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ SLOW_REQUEST_MS: '0' }, 'SLOW_REQUEST_MS'],
    [{ DRAIN_SECONDS: '-1' }, 'DRAIN_SECONDS'],
    [{ DRAIN_SECONDS: 'soon' }, 'DRAIN_SECONDS'],
    ...['http://upstream.internal', '10.0.0.0/33', '0177.0.0.1', '0x7f.1', 'upstream.internal:0', 'upstream.internal:70000', 'up stream', '::1:80:x']
      .map((entry): [NodeJS.ProcessEnv, string] => [{ OUTBOUND_ALLOW: `10.0.0.0/8,${entry}` }, 'OUTBOUND_ALLOW']),
    [{ HSTS: 'yes' }, 'HSTS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('opens no internal destination unless OUTBOUND_ALLOW lists it', () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    const entries = ['10.0.0.0/8', 'upstream.internal', '127.0.0.1:8080', '[::1]:8443', 'fd00::/8', 'db.internal:5432'];
    expect(loadConfig({ OUTBOUND_ALLOW: ` ${entries.join(' , ')} ,` }).outboundAllow).toEqual(entries);
  });

  it('reads the scale-out URLs', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', REDIS_URL: 'redis://h:6379' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.redisUrl).toBe('redis://h:6379');
  });

  it('asks browsers for https only when the public address is https, unless HSTS says otherwise', () => {
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://console.example.com' }).hsts).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com' }).hsts).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com', HSTS: 'false' }).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
  });
});
