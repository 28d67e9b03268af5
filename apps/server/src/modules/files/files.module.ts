import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { filesCrud } from '@console/contract/files';
import { SETTING_KEYS } from '@console/contract/settings';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { languageOf } from '../../http/language.ts';
import { uploadedFile } from '../../http/uploaded-file.ts';
import { defineModule } from '../../module.ts';
import type { SettingsApi } from '../settings/settings.api.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { addDemoFiles } from './demo-files.ts';
import { FileCleanup } from './file-cleanup.ts';
import type { FilesApi } from './files.api.ts';
import { storageSettings } from './files.table.ts';
import { FilesService, type Download } from './files.service.ts';
import { onStore, StorageService } from './storage.service.ts';
import type { UploadLimits } from './upload-content.ts';

const MB = 1024 * 1024;

/** The limits of the system configuration in force now: a change applies to the next upload, on every instance. */
async function uploadLimitsOf(settings: SettingsApi): Promise<UploadLimits> {
  const [maxSizeMb, allowedExtensions] = await Promise.all([settings.read(SETTING_KEYS.uploadMaxMb), settings.read(SETTING_KEYS.uploadTypes)]);
  return { maxBytes: maxSizeMb * MB, allowedExtensions };
}

/** With several instances, a write this old is a crashed one: no upload takes an hour. */
const SHARED_GRACE_MS = 60 * 60 * 1000;

/**
 * Images show in the browser; any other type downloads, so that no content runs as a page of the
 * console (every answer also carries `nosniff` and the policy, and, a signed-in call's, `no-store`:
 * http/answer-headers.ts).
 */
function sendDownload(reply: FastifyReply, file: Download): Readable {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  reply.type(file.contentType).headers({
    'content-length': String(file.size),
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  });
  return file.body;
}

/** What the others may use of the stored files and the stores. */
const filesApiOf = (files: FilesService, storage: StorageService): FilesApi => ({
  attachmentsFor: (db, ids, field) => files.attachmentsFor(db, ids, field),
  attachmentsById: (db, ids) => files.attachmentsById(db, ids),
  keepArchive: (key, body, contentType) => onStore(() => storage.keepArchive(key, body, contentType)),
});

export const filesModule = defineModule({
  name: 'files',
  after: ['jobs', 'users'],
  build: ({ db, database, config, log, outbound, services, startSummary }) => {
    const storage = new StorageService(db, lazySecretBox(config.secretsKey, config.dataDir), config.dataDir, outbound);
    const files = new FilesService(db, storage, () => uploadLimitsOf(services.settings));
    const cleanup = new FileCleanup(db, storage, {
      graceMs: database.kind === 'postgres' ? SHARED_GRACE_MS : 0, isWriting: (key) => storage.isWriting(key),
    });
    const runCleanup = async () => {
      const result = await cleanup.run();
      if (result.abandonedWrites + result.orphanObjects > 0) log.info(result, 'file clean-up removed leftovers');
      return MESSAGES.jobRuns.filesCleaned(result.abandonedWrites, result.orphanObjects);
    };
    services.jobs.register({
      name: 'file-cleanup',
      title: '无主文件清理',
      titleEn: 'Orphaned file clean-up',
      description: '删除上传或复制中断留下的对象：没有完成的写入记录及其对象，以及存储中没有任何文件记录指向的对象。',
      descriptionEn: 'Deletes what interrupted uploads or copies left: unfinished writes with their objects, and objects in storage that no file record points at.',
      params: z.strictObject({}),
      defaultJob: { name: '无主文件清理', cron: '*/10 * * * *', params: {} },
      run: runCleanup,
    });
    return {
      handlers: {
        files: {
          ...crudHandlers(filesCrud, files),
          copy: async ({ body }, request) => files.copy(actorOf(request), body.id, languageOf(request)),
          upload: async (_input, request) => files.upload(actorOf(request), await uploadedFile(request), false),
          uploadImage: async (_input, request) => files.upload(actorOf(request), await uploadedFile(request), true),
          uploadAttachment: async (_input, request) => files.upload(actorOf(request), await uploadedFile(request), false),
          download: async ({ params }, _request, reply) => sendDownload(reply, await files.download(params.id)),
        },
        storage: {
          check: async () => storage.check(),
          settings: async ({ params }) => storage.settings(params.provider),
          revealSecret: async ({ params }, request) => storage.revealSecret(actorOf(request), params.provider),
          save: async ({ body }, request) => storage.save(actorOf(request), body),
        },
      },
      provides: { files: filesApiOf(files, storage) },
      readiness: { storage: () => storage.reachable() },
      seed: async (tx) => {
        const [{ value }] = (await tx.select({ value: count() }).from(storageSettings)) as [{ value: number }];
        if (value === 0) await tx.insert(storageSettings).values({ provider: 'local', active: true });
      },
      demo: (actor) => addDemoFiles(files, services.users, actor),
      // A crash during an upload leaves its leftovers: the first clean-up does not wait for the schedule.
      tidyUp: runCleanup,
      start: async () => {
        startSummary.tell('Storage', await storage.describeActive());
        return async () => storage.close();
      },
    };
  },
});
