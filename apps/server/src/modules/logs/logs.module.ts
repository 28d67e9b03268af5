import path from 'node:path';
import { logsCrud } from '@console/contract/logs';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { ChainVerifier } from './chain-verification.ts';
import { addDemoLogs } from './demo-logs.ts';
import { LogChain } from './log-chain.ts';
import { logExport } from './log-export.ts';
import { logRetention } from './log-retention.ts';
import { LogJournal } from './log-journal.ts';
import { LogWriter } from './log-writer.ts';
import { LogsService } from './logs.service.ts';
import { inReadersWords, pageInReadersWords } from './readers-words.ts';
import { RealTimeLog } from './real-time-log.ts';
import { entryOf, logKindOf, mayBeLogged } from './request-entry.ts';

/**
 * The operation and sign-in log, written off the request path and sealed in one hash chain (kept at
 * least 180 days, exported daily, verified on demand), and the real-time log of the server's own lines.
 */
export const logsModule = defineModule({
  name: 'logs',
  after: ['jobs', 'files', 'users'],
  build: ({ db, log, logLines, sockets, config, services }) => {
    const logs = new LogsService(db);
    const chain = new LogChain(lazySecretBox(config.secretsKey, config.dataDir));
    const verifier = new ChainVerifier(db, chain);
    const writer = new LogWriter(db, chain, new LogJournal(path.join(config.dataDir, 'log-journal')), log);
    const realTime = new RealTimeLog(logLines, sockets);
    services.jobs.register(logRetention(db, services));
    services.jobs.register(logExport(db, services.files));
    const { info } = crudHandlers(logsCrud, logs);
    return {
      handlers: {
        logs: {
          info: async (input, request, reply) => inReadersWords(await info(input, request, reply), languageOf(request)),
          list: async ({ params, query }, request) => pageInReadersWords(await logs.listOf(params.type, query), languageOf(request)),
          verify: ({ query }) => verifier.verify(query),
          showRealTime: ({ query }, request) => realTime.start(callerOf(request).userId, query.level, languageOf(request)),
          closeRealTime: (_input, request) => ({ stopped: realTime.stop(callerOf(request).userId) }),
        },
      },
      beforeAnswer: config.operationLog ? {
        watches: mayBeLogged,
        see: (request, reply) => {
          const route = request.routeOptions.config.contract!;
          const kind = logKindOf(route, reply.statusCode, request.body);
          if (kind) writer.add(entryOf(request, reply, route, kind));
        },
      } : undefined,
      demo: () => addDemoLogs(db, chain),
      start: async () => {
        const recovered = await writer.recover();
        if (recovered > 0) log.warn({ recovered }, 'log entries of a run that stopped unexpectedly written from the journal');
        return async () => {
          realTime.close();
          await writer.close();
        };
      },
      // The entries stored before the chain came are sealed once, beside the first requests.
      tidyUp: async () => {
        const sealed = await chain.sealLegacy(db);
        if (sealed > 0) log.info({ sealed }, 'log entries from before the hash chain sealed');
      },
    };
  },
});
