import { createServer } from 'node:net';
import { buildApp } from './app.ts';
import { exitFailed } from './cli.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/config.ts';
import { openedAt } from './platform/start-summary.ts';

/**
 * Starts the product: settings from the environment, then serve until SIGTERM or SIGINT. SIGTERM (an
 * orchestrator, a rolling restart) drains for DRAIN_SECONDS first; SIGINT (Ctrl-C) closes at once.
 */
async function main() {
  const config = loadConfig();
  await portIsFree(config);
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
  // `npm run backup` asks for a backup of the data folder without stopping the server; backups asked
  // for while one is written are written after it (each answers every request it finds).
  let backups = Promise.resolve();
  process.on('SIGUSR2', () => {
    backups = backups.then(() => app.answerBackupRequests()).then(
      (archives) => archives.forEach((archive) => app.log.info(`Backup written: ${archive}`)),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });
  const address = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    throw listenFailure(error, config);
  });
  app.startSummary.log(app.log, openedAt(address), config.logFormat);
}

/**
 * Fails at once, before the database is opened or made, when the port cannot be had; the listen at
 * the end still says so if another process takes the port meanwhile.
 */
async function portIsFree(config: AppConfig): Promise<void> {
  if (config.port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(listenFailure(error, config)));
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

/** The one line an operator needs when the port cannot be had; other failures as they are. */
function listenFailure(error: unknown, { host, port }: AppConfig): unknown {
  const { code } = error as NodeJS.ErrnoException;
  const where = `Cannot listen on ${host}:${port}`;
  if (code === 'EADDRINUSE') return new ConfigError(`${where}: another process uses this port. Stop it or set PORT to another port.`);
  if (code === 'EACCES') return new ConfigError(`${where}: permission denied (ports below 1024 need privileges). Set PORT to another port.`);
  if (code === 'EADDRNOTAVAIL') return new ConfigError(`${where}: this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0.`);
  return error;
}

main().catch(exitFailed);
