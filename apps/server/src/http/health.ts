import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One thing an instance needs to serve requests (the database, Redis, the object store): throws when it does not answer. */
export type ReadinessCheck = () => Promise<void>;

export type CheckOutcome = 'ok' | 'failed';

/**
 * A check that has not answered in this long has failed: a probe gets its answer within a few
 * seconds even while the database hangs (a balancer's probe usually gives up after 5).
 */
const CHECK_TIMEOUT_MS = 2_000;

class CheckTimedOut extends Error {
  constructor() {
    super(`no answer within ${CHECK_TIMEOUT_MS} ms`);
  }
}

async function withinTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut()), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the checks side by side. What failed is logged when its outcome changes (not at every probe),
 * with the cause; the answer names only the checks and their outcomes, nothing an outsider could use.
 */
function readinessOf(checks: Record<string, ReadinessCheck>, log: FastifyBaseLogger) {
  const last = new Map<string, CheckOutcome>();
  const run = async (name: string, check: ReadinessCheck): Promise<[string, CheckOutcome]> => {
    const outcome = await withinTimeout(check).then(() => 'ok' as const, (error: unknown) => {
      if (last.get(name) !== 'failed') log.warn({ err: error, check: name }, `not ready: ${name} does not answer`);
      return 'failed' as const;
    });
    if (outcome === 'ok' && last.get(name) === 'failed') log.info({ check: name }, `ready again: ${name} answers`);
    last.set(name, outcome);
    return [name, outcome];
  };
  return async () => Object.fromEntries(await Promise.all(Object.entries(checks).map(([name, check]) => run(name, check))));
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts stopping, ahead of `close()`: `/readyz` answers 503 and every answer asks its client to
     * close its connection, while requests are still served, so that balancers move away first.
     */
    drain(): void;
  }
}

/** Adds `drain()` (closing drains too); answers whether the app is stopping. */
export function trackStopping(app: FastifyInstance): () => boolean {
  let stopping = false;
  app.decorate('drain', () => void (stopping = true));
  app.addHook('preClose', async () => app.drain());
  return () => stopping;
}

export interface HealthOptions {
  checks: Record<string, ReadinessCheck>;
  /** Whether the instance is stopping: it then tells balancers to send nothing more, whatever the checks say. */
  draining: () => boolean;
}

/**
 * `GET /healthz`: the process is alive and its event loop turns (no call to anything else), for a
 * liveness probe. `GET /readyz`: the instance can serve, for a balancer's or a readiness probe; 503
 * from the moment it starts stopping, or while a check fails. Neither needs a session. A probe every
 * few seconds would fill the request log: they are logged only when slow or failing.
 */
export function registerHealth(app: FastifyInstance, { checks, draining }: HealthOptions): void {
  const readiness = readinessOf(checks, app.log);
  // Open to anyone, and counted under their own address in the request figures; a monitor may ask by HEAD.
  const probe = { logLevel: 'warn' as const, exposeHeadRoute: true, config: { access: { kind: 'public' as const } } };
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get('/readyz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'draining' });
    const outcomes = await readiness();
    const ready = Object.values(outcomes).every((outcome) => outcome === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: outcomes });
  });
}
