import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isIP } from 'node:net';
import { type ServiceToken } from '@console/contract';
import { CAPTCHA_TTL_SECONDS } from '@console/contract/auth';
import { SERVER_ROOT } from '../server-root.ts';
import { parseOutboundAllowEntry } from './outbound-allow.ts';

const WEAK_PASSWORDS = new Set(['admin', 'admin123', 'admin888', '123456', '12345678', '123456789', 'password', 'password1', 'qwerty123', '11111111']);

const optionalUrl = (protocols: string[]) =>
  z.string().trim().optional().transform((value) => value || undefined)
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`);

/** A comma-separated list, blanks dropped. */
/** A yes/no setting (`true`/`1`, `false`/`0`); `fallback` when unset or empty. */
const flag = <T extends boolean | undefined>(fallback: T) => z.enum(['true', 'false', '1', '0', '']).optional()
  .transform((value): boolean | T => (value ? value === 'true' || value === '1' : fallback));
const commaList = () => z.string().optional().transform((value) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_PASSWORD: z.string().optional().transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 8, 'must be at least 8 characters')
    .refine((value) => value === undefined || !WEAK_PASSWORDS.has(value.toLowerCase()), 'is a well-known password; choose another'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SLOW_REQUEST_MS: positiveInt(1_000),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SESSION_IDLE_MINUTES: positiveInt(120),
  SESSION_ABSOLUTE_HOURS: positiveInt(24 * 7),
  SESSION_MAX_PER_ACCOUNT: z.coerce.number().int().min(0).max(1000).default(10),
  SECRETS_KEY: z.string().optional().transform((value) => value || undefined)
    .refine((value) => value === undefined || Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)'),
  DEMO_DATA: flag(false),
  METRICS_TOKEN: z.string().trim().optional().transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 24, 'must be at least 24 characters (openssl rand -hex 24)'),
  OPERATION_LOG: flag(true),
  REQUIRE_TWO_FACTOR: flag(true),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  HSTS: flag(undefined),
  TRUSTED_PROXIES: commaList().refine((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges separated by commas'),
  OUTBOUND_ALLOW: commaList().refine((entries) => entries.every((entry) => parseOutboundAllowEntry(entry) !== undefined),
    'must be host names, IP addresses or CIDR ranges (each with an optional :port; an IPv6 address with a port in brackets) separated by commas'),
});

/** An IPv4/IPv6 address, or one followed by `/` and a prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface LoginThrottleConfig {
  /** Failures after which a captcha is required, per account and per client address. */
  captchaAfter: { account: number; ip: number };
  /** Failures after which every further attempt waits, the wait doubling with each failure. */
  delayAfter: { account: number; ip: number };
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  adminPassword?: string;
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** `pretty`: readable lines for a person at a terminal; `json`: one JSON object a line, for log collectors. */
  logFormat: 'pretty' | 'json';
  /** Requests are logged at `debug`; one that takes longer than this is logged at `warn`. */
  slowRequestMs: number;
  /**
   * From SIGTERM to closing: meanwhile `/readyz` answers 503 and requests are still served, so that a
   * balancer's next probe takes the instance out before it stops accepting connections.
   */
  drainMs: number;
  /** `maxPerAccount`: the default of the setting of that name (0: no limit). */
  session: { idleMs: number; absoluteMs: number; maxPerAccount: number };
  loginThrottle: LoginThrottleConfig;
  captchaTtlMs: number;
  bodyLimitBytes: number;
  /** Folder of the built web app; served at `/` when it exists. */
  webRoot: string;
  /** Load the demo data set at start, once per database. */
  demoData: boolean;
  /** Record calls that change something and sign-ins in the operation and sign-in log (日志管理). */
  operationLog: boolean;
  /**
   * Whether roles that require two factors (角色管理) require them: false turns every such requirement
   * off (development, tests, demos). Accounts that enrolled a second factor still give it.
   */
  requireTwoFactor: boolean;
  /** Encrypts the secrets kept in the database; absent, the embedded install keeps a generated one in the data folder. */
  secretsKey?: string;
  /** The message sockets: bytes a client may leave unread before it is cut off, and how often it must answer a ping. */
  sockets: { maxBufferedBytes: number; heartbeatMs: number };
  /** Bearer tokens that open the routes declaring them, for machines without a session: `metrics` is the Prometheus scraper's. */
  serviceTokens: Partial<Record<ServiceToken, string>>;
  /**
   * Proxies whose `X-Forwarded-For` names the client (addresses or CIDR ranges); from any other peer
   * the client is the socket's address, whatever the header says.
   */
  trustedProxies: string[];
  /**
   * Where users and other websites reach the console (`https://console.example.com`): the OpenID
   * provider names itself by it. Unset, each request's own origin is used (fine on one address).
   */
  publicUrl?: string;
  /**
   * Where outbound calls may go besides public addresses (`OUTBOUND_ALLOW`): host names, addresses
   * and CIDR ranges, each on every port or on one (`platform/outbound/destination-policy.ts`).
   */
  outboundAllow: string[];
  /**
   * Tell browsers to reach the site over https only (`Strict-Transport-Security`): only a site served
   * over https may say so, and a browser that heard it refuses plain http for a year.
   */
  hsts: boolean;
}

export class ConfigError extends Error {}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../web/dist', SERVER_ROOT));

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  captchaAfter: { account: 3, ip: 5 },
  delayAfter: { account: 5, ip: 20 },
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

/**
 * Reads the settings from the environment; an invalid one stops the start with its name. Log lines
 * are readable when standard output is a terminal, JSON otherwise, unless LOG_FORMAT says.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = process.stdout.isTTY === true): AppConfig {
  const parsed = envSchema.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid setting: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    adminPassword: e.ADMIN_PASSWORD,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    slowRequestMs: e.SLOW_REQUEST_MS,
    drainMs: e.DRAIN_SECONDS * 1000,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000, maxPerAccount: e.SESSION_MAX_PER_ACCOUNT },
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    captchaTtlMs: CAPTCHA_TTL_SECONDS * 1000,
    bodyLimitBytes: 1024 * 1024,
    webRoot: DEFAULT_WEB_ROOT,
    demoData: e.DEMO_DATA,
    operationLog: e.OPERATION_LOG,
    requireTwoFactor: e.REQUIRE_TWO_FACTOR,
    secretsKey: e.SECRETS_KEY,
    sockets: { maxBufferedBytes: 1024 * 1024, heartbeatMs: 30_000 },
    serviceTokens: { metrics: e.METRICS_TOKEN },
    trustedProxies: e.TRUSTED_PROXIES,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    outboundAllow: e.OUTBOUND_ALLOW,
    // Unset, HSTS follows the public address (a proxy in front may end TLS without `PUBLIC_URL`: then set it).
    hsts: e.HSTS ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}
