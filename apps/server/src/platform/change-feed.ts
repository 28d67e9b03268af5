import pg from 'pg';

/** What a listener to a notification channel hears. */
export interface ChangeFeed {
  /** A notification arrived. */
  changed(): void;
  /** The listening connection broke: notifications are missed until `restored`. */
  lost(): void;
  /** Listening again (or for the first time); what changed while it was down is unknown. */
  restored(): void;
}

/** How often the listening connection proves it is alive, so a silent network fault is noticed. */
const HEARTBEAT_MS = 2_000;
/** A heartbeat or connection attempt slower than this counts as a broken connection. */
const ANSWER_WITHIN_MS = 1_500;
/** Wait between attempts to listen again after the connection broke. */
const RETRY_MS = 500;

/**
 * Listens to `channel` of a PostgreSQL server on a connection of its own, outside the pool, and
 * keeps listening across outages. Resolves after the first attempt to listen, whether or not it
 * succeeded; later attempts follow every `RETRY_MS`.
 */
export async function listenToPostgres(url: string, channel: string, feed: ChangeFeed): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drop = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    clearInterval(timer);
    feed.lost();
    void broken.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS);
  };

  const connect = async () => {
    const attempt = new pg.Client({ connectionString: url, connectionTimeoutMillis: ANSWER_WITHIN_MS, query_timeout: ANSWER_WITHIN_MS, keepAlive: true });
    attempt.on('error', () => drop(attempt));
    attempt.on('end', () => drop(attempt));
    attempt.on('notification', () => feed.changed());
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      void attempt.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (stopped) return void attempt.end().catch(() => undefined);
    client = attempt;
    feed.restored();
    timer = setInterval(() => void attempt.query('select 1').catch(() => drop(attempt)), HEARTBEAT_MS);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
