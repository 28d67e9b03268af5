import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ConfigError } from '../../config/config.ts';
import { LocalBus, type Bus } from './bus.ts';

/** Separates the sending instance from the message in what travels through Redis. */
const ORIGIN_END = '\n';

/**
 * The bus of instances that share a Redis server (pub/sub). An instance's own messages reach its own
 * listeners directly, never through Redis: while Redis is away they still arrive, and only the other
 * instances miss them. The clients reconnect and subscribe again on their own when it is back.
 */
export class RedisBus implements Bus {
  private readonly local = new LocalBus();
  private readonly origin = randomUUID();

  private constructor(private readonly publisher: Redis, private readonly subscriber: Redis, private readonly prefix: string, private readonly onError: (error: Error) => void) {
    subscriber.on('message', (channel: string, travelled: string) => this.arrived(channel, travelled));
  }

  /** Connects both clients first, so a wrong REDIS_URL stops the start. */
  static async connect(url: string, prefix: string, onError: (error: Error) => void): Promise<RedisBus> {
    const options = { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 5_000 };
    // Loaded only when Redis is configured.
    const { Redis: RedisClient } = await import('ioredis');
    const [publisher, subscriber] = [new RedisClient(url, options), new RedisClient(url, { ...options, enableOfflineQueue: true })];
    for (const client of [publisher, subscriber]) client.on('error', (error: Error) => client.status !== 'connecting' && onError(error));
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new ConfigError(`Cannot reach Redis at REDIS_URL (${new URL(url).host}): ${(error as Error).message}`);
    }
    return new RedisBus(publisher, subscriber, prefix, onError);
  }

  publish(channel: string, message: string): void {
    this.local.publish(channel, message);
    if (this.publisher.status !== 'ready') return;
    this.publisher.publish(this.prefix + channel, this.origin + ORIGIN_END + message).catch(this.onError);
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    const first = !this.local.channels().includes(channel);
    const unsubscribe = this.local.subscribe(channel, listener);
    if (first) this.subscriber.subscribe(this.prefix + channel).catch(this.onError);
    return unsubscribe;
  }

  private arrived(prefixed: string, travelled: string) {
    const end = travelled.indexOf(ORIGIN_END);
    if (end < 0 || travelled.slice(0, end) === this.origin) return;
    this.local.publish(prefixed.slice(this.prefix.length), travelled.slice(end + 1));
  }

  async close(): Promise<void> {
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
