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

interface Subscription { channel: string; feed: ChangeFeed; hearing: boolean }

export interface PostgresListener {
  /**
   * Tells `feed` of each notification of `channel`. Resolves once the channel is listened to, or
   * after the first attempt to connect failed; later attempts follow every `RETRY_MS`.
   */
  listen(channel: string, feed: ChangeFeed): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Listens to the notification channels of a PostgreSQL server on one connection of its own, outside
 * the pool, whatever the number of channels (each connection is one of the server's few), and keeps
 * listening across outages. The connection is made at the first `listen`.
 */
export function postgresListener(url: string): PostgresListener {
  const subscriptions: Subscription[] = [];
  /** The channels listened to on the current connection. */
  const listened = new Set<string>();
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  // Connecting and adding a channel take turns, so that no channel is missed or a feed told twice.
  let turns: Promise<unknown> = Promise.resolve();
  const inTurn = (step: () => Promise<void>) => {
    const done = turns.then(step);
    turns = done.catch(() => undefined);
    return done;
  };

  const hearAll = () => {
    for (const subscription of subscriptions) {
      if (subscription.hearing) continue;
      subscription.hearing = true;
      subscription.feed.restored();
    }
  };

  const drop = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    listened.clear();
    clearInterval(timer);
    for (const subscription of subscriptions) {
      if (!subscription.hearing) continue;
      subscription.hearing = false;
      subscription.feed.lost();
    }
    void broken.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS);
  };

  const connect = () => inTurn(async () => {
    const attempt = new pg.Client({ connectionString: url, connectionTimeoutMillis: ANSWER_WITHIN_MS, query_timeout: ANSWER_WITHIN_MS, keepAlive: true });
    attempt.on('error', () => drop(attempt));
    attempt.on('end', () => drop(attempt));
    attempt.on('notification', ({ channel }) => {
      for (const subscription of subscriptions) if (subscription.channel === channel) subscription.feed.changed();
    });
    const channels = new Set(subscriptions.map((subscription) => subscription.channel));
    try {
      await attempt.connect();
      for (const channel of channels) await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      void attempt.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (stopped) return void attempt.end().catch(() => undefined);
    client = attempt;
    for (const channel of channels) listened.add(channel);
    hearAll();
    timer = setInterval(() => void attempt.query('select 1').catch(() => drop(attempt)), HEARTBEAT_MS);
  });

  const listenOnConnection = (channel: string) => inTurn(async () => {
    const current = client;
    if (!current) return; // the next connection listens to it
    if (!listened.has(channel)) {
      try {
        await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        return drop(current);
      }
      listened.add(channel);
    }
    hearAll();
  });

  return {
    async listen(channel, feed) {
      subscriptions.push({ channel, feed, hearing: false });
      if (started) return listenOnConnection(channel);
      started = true;
      return connect();
    },
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
