import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { DataDirLockedError } from './platform/data-lock.ts';
import { openedAt } from './platform/start-summary.ts';

/**
 * Starts the product: settings from the environment, then serve until SIGTERM or SIGINT. SIGTERM (an
 * orchestrator, a rolling restart) drains for DRAIN_SECONDS first; SIGINT (Ctrl-C) closes at once.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    app.drain();
    app.log.info(`${signal} received, ${drainMs > 0 ? `draining for ${drainMs / 1000} s, then ` : ''}finishing the requests in flight and closing`);
    try {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.drainMs));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  const address = await app.listen({ port: config.port, host: config.host });
  app.startSummary.log(app.log, openedAt(address), config.logFormat);
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
