import { Registry } from 'prom-client';
import { MONITOR_SAMPLE_SECONDS } from '@console/contract/monitoring';
import { defineModule } from '../../module.ts';
import { CacheInspector } from './cache-inspector.ts';
import { FiguresSampler } from './figures-sampler.ts';
import { registerGauges } from './metrics.ts';
import { RequestFigures } from './request-figures.ts';

/**
 * 系统监控 and 缓存管理: the figures of the machine, the process and what it uses, sampled every few
 * seconds; the requests of every route as they are answered; `/metrics` for Prometheus (the gauges
 * in a `prom-client` registry of this app's own, as tests build many apps in one process, and the
 * route histograms); and the cache the server uses.
 */
export const monitoringModule = defineModule({
  name: 'monitoring',
  build: ({ database, cache, config, sockets, log }) => {
    const registry = new Registry();
    const requests = new RequestFigures();
    const openSockets = () => sockets.size;
    const sampler = new FiguresSampler({ database, cache, requests, dataDir: config.dataDir, sockets: openSockets });
    registerGauges(registry, sampler, openSockets);
    const inspector = new CacheInspector(cache);
    return {
      handlers: {
        monitoring: {
          figures: () => sampler.figures(),
          // The contract's content type is the registry's: Prometheus text, version 0.0.4.
          metrics: async () => `${await registry.metrics()}\n${requests.exposition()}`,
        },
        cache: {
          keys: ({ query }) => inspector.keys(query.pattern, query.cursor, query.pageSize),
          value: ({ query }) => inspector.value(query.key),
          delete: ({ body }) => inspector.delete(body.key),
          deleteByPattern: ({ body }) => inspector.deleteByPattern(body.pattern, body.confirmAll ?? false),
          figures: () => sampler.cacheFigures(),
        },
      },
      onResponse: requests.record,
      async start() {
        // A tick still waiting for the database when the next is due is not doubled: that one is skipped.
        let ticking: Promise<void> | undefined;
        const tick = () => {
          ticking ??= sampler.tick().catch((err: unknown) => log.warn({ err }, 'monitoring sample failed')).finally(() => (ticking = undefined));
        };
        // The first sample is taken beside the rest of the start, not before the first answer.
        tick();
        const timer = setInterval(tick, MONITOR_SAMPLE_SECONDS * 1000).unref();
        return async () => {
          clearInterval(timer);
          await ticking;
          sampler.stop();
        };
      },
    };
  },
});
