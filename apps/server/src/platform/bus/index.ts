import { LocalBus, type Bus } from './bus.ts';
import { RedisBus } from './redis-bus.ts';

export type { Bus };

/** Redis pub/sub when a URL is given, otherwise the in-process bus. */
export async function openBus(redisUrl: string | undefined, { prefix = 'console:', onError = (_error: Error): void => undefined } = {}): Promise<Bus> {
  return redisUrl ? RedisBus.connect(redisUrl, prefix, onError) : new LocalBus();
}
