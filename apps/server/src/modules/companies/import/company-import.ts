import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, ne, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@console/contract';
import { IMPORT_ERRORS_SHOWN, IMPORT_SAMPLE_ROWS, type ImportRowError, type ImportStatus } from '@console/contract/companies';
import { type SocketEvent } from '@console/contract/messages';
import { recordAudit, type Actor } from '../../../crud/audit.ts';
import { AppError, badRequest, conflict, notFound, notSignedIn } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/uploaded-file.ts';
import type { Db } from '../../../platform/database.ts';
import type { SocketHub } from '../../../platform/realtime/socket-hub.ts';
import { companyImports, type CompanyImportRow } from './company-imports.table.ts';
import { readCompanyFile, type ImportedCompany, type ImportKind, type ParsedRow } from './import-reader.ts';

export type { ImportedCompany } from './import-reader.ts';

export type ImportMode = 'insert' | 'upsert';

/** What the rows of one batch did to the library. */
export interface ImportWritten {
  inserted: number;
  updated: number;
  /** Companies whose watched fields changed: their followers are told once the import is kept. */
  changed: number[];
}

/** The company library as an import writes to it. */
export interface ImportTarget {
  knownRegion(code: string): boolean;
  /** Credit codes among these already in the library. */
  existingCreditCodes(db: Db, codes: string[]): Promise<Set<string>>;
  /**
   * Writes rows in the caller's transaction: new ones inserted, existing ones (by credit code)
   * updated when mode is 'upsert' (in 'insert' mode every row is new), recording change events and
   * migrations dated `changedOn` (or today).
   */
  writeImported(tx: Db, actor: Actor, rows: ImportedCompany[], mode: ImportMode): Promise<ImportWritten>;
  /** After the transaction committed: tells the followers of these companies. */
  announceChanges(companyIds: number[]): Promise<void>;
}

export interface CompanyImportsOptions {
  db: Db;
  sockets: SocketHub;
  dataDir: string;
  library: ImportTarget;
  /** Aborted when the app starts closing: a running import stops and rolls back. */
  closing: AbortSignal;
  log: FastifyBaseLogger;
}

export interface CommitRequest {
  id: string;
  mode: ImportMode;
  validOnly: boolean;
}

/** What an import file may weigh: IMPORT_ROWS_MAX rows of full cells, with room to spare. */
export const IMPORT_BYTES_MAX_MB = 256;
/** Previews not imported, and ended imports, are forgotten after a day. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** A run recorded as going for this long was left by an instance that stopped: the largest import takes minutes. */
const RUN_LOST_MS = 60 * 60 * 1000;
/** Progress reaches the socket at most this often. */
const PROGRESS_EVERY_MS = 300;

const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');

/** A run going on this instance: its row as it started and what it wrote so far. */
interface LiveImport {
  row: CompanyImportRow;
  processed: number;
  inserted: number;
  updated: number;
  changed: number[];
  toldAt: number;
}

type Preview = Pick<CompanyImportRow, 'total' | 'valid' | 'invalid' | 'existing' | 'errors' | 'sample'>;

function ownerOf(actor: Actor): number {
  if (actor.userId === null) throw notSignedIn();
  return actor.userId;
}

/**
 * Company imports: a file is streamed to disk and previewed (counted and checked, nothing saved),
 * then committed in the background in one transaction, its progress told on the caller's socket.
 */
export class CompanyImports {
  private readonly folder: string;
  private readonly live = new Map<string, LiveImport>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: CompanyImportsOptions) {
    this.folder = path.join(options.dataDir, 'imports');
  }

  async upload(actor: Actor, file: UploadedFile): Promise<ImportStatus> {
    const userId = ownerOf(actor);
    await this.forgetStale();
    const id = randomUUID();
    const { filePath, kind } = await this.save(id, file);
    try {
      const preview = await this.preview(filePath, kind);
      const [row] = await this.options.db.insert(companyImports).values({
        id, userId, fileName: file.filename.slice(0, 255), filePath, kind, state: 'previewed', ...preview,
      }).returning();
      return statusOf(row!);
    } catch (error) {
      await rm(filePath, { force: true });
      throw error;
    }
  }

  async commit(actor: Actor, { id, mode, validOnly }: CommitRequest): Promise<ImportStatus> {
    const row = await this.ownImport(actor, id);
    if (row.state !== 'previewed') throw conflict(MESSAGES.companies.importNotPreviewed);
    refuseUnfit(row, mode, validOnly);
    const [started] = await this.options.db.update(companyImports).set({ state: 'running', mode, updatedAt: new Date() })
      .where(and(eq(companyImports.id, id), eq(companyImports.state, 'previewed'))).returning();
    if (!started) throw conflict(MESSAGES.companies.importNotPreviewed);
    const live: LiveImport = { row: started, processed: 0, inserted: 0, updated: 0, changed: [], toldAt: 0 };
    this.live.set(id, live);
    this.track(this.run(actor, live, { id, mode, validOnly }));
    return statusOf(started);
  }

  /** A running import of this instance answers from memory: its transaction holds the embedded database. */
  async status(actor: Actor, id: string): Promise<ImportStatus> {
    const live = this.live.get(id);
    if (!live) return statusOf(await this.ownImport(actor, id));
    if (live.row.userId !== ownerOf(actor)) throw notFound(MESSAGES.companies.importNotFound);
    return statusOf({ ...live.row, ...progressOf(live) });
  }

  /** Waits for the running imports to end: they roll back once `closing` is aborted. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Forgets old previews and ended imports with their files, and records runs lost with their instance as failed. */
  async forgetStale(): Promise<void> {
    const { db } = this.options;
    const keptSince = new Date(Date.now() - KEPT_MS);
    await db.delete(companyImports).where(and(ne(companyImports.state, 'running'), lt(companyImports.updatedAt, keptSince)));
    const goingHere = [...this.live.keys()];
    await db.update(companyImports).set({ state: 'failed', failure: MESSAGES.companies.importInterrupted, updatedAt: new Date() })
      .where(and(eq(companyImports.state, 'running'), lt(companyImports.updatedAt, new Date(Date.now() - RUN_LOST_MS)),
        goingHere.length > 0 ? notInArray(companyImports.id, goingHere) : undefined));
    await this.removeFilesBefore(keptSince);
  }

  private async removeFilesBefore(since: Date): Promise<void> {
    const names = await readdir(this.folder).catch(() => []);
    for (const name of names) {
      const filePath = path.join(this.folder, name);
      // An import that ends meanwhile removes its own file.
      const modified = (await stat(filePath).catch(() => undefined))?.mtime;
      if (modified && modified < since) await rm(filePath, { force: true });
    }
  }

  private async ownImport(actor: Actor, id: string): Promise<CompanyImportRow> {
    const [row] = await this.options.db.select().from(companyImports)
      .where(and(eq(companyImports.id, id), eq(companyImports.userId, ownerOf(actor))));
    if (!row) throw notFound(MESSAGES.companies.importNotFound);
    return row;
  }

  /** Streams the file to disk, refusing it past IMPORT_BYTES_MAX_MB. */
  private async save(id: string, file: UploadedFile): Promise<{ filePath: string; kind: ImportKind }> {
    await mkdir(this.folder, { recursive: true });
    const landing = path.join(this.folder, `${id}.upload`);
    try {
      await pipeline(file.content, byteLimit(IMPORT_BYTES_MAX_MB * 1024 * 1024), createWriteStream(landing));
      const kind = kindByName(file.filename) ?? (await kindByContent(landing));
      const filePath = path.join(this.folder, `${id}.${kind}`);
      await rename(landing, filePath);
      return { filePath, kind };
    } catch (error) {
      await rm(landing, { force: true });
      throw error;
    }
  }

  private async preview(filePath: string, kind: ImportKind): Promise<Preview> {
    const preview: Preview = { total: 0, valid: 0, invalid: 0, existing: 0, errors: [], sample: [] };
    await readCompanyFile(filePath, kind, {
      knownRegion: (code) => this.options.library.knownRegion(code),
      onBatch: async (rows) => {
        tally(preview, rows);
        const codes = rows.flatMap((row) => (row.fields ? [row.fields.creditCode] : []));
        if (codes.length > 0) preview.existing += (await this.options.library.existingCreditCodes(this.options.db, codes)).size;
      },
    });
    return preview;
  }

  private track(run: Promise<void>): void {
    const tracked: Promise<void> = run
      .catch((error: unknown) => this.options.log.error({ err: error }, 'a company import did not end cleanly'))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  private async run(actor: Actor, live: LiveImport, request: CommitRequest): Promise<void> {
    const outcome = await this.writeInOneTransaction(actor, live, request);
    await rm(live.row.filePath, { force: true });
    await this.end(live, outcome);
    if (outcome.state !== 'done') return;
    await this.options.library.announceChanges(live.changed)
      .catch((error: unknown) => this.options.log.warn({ err: error, importId: live.row.id }, 'could not tell the followers of imported companies'));
  }

  private async writeInOneTransaction(actor: Actor, live: LiveImport, request: CommitRequest): Promise<Partial<CompanyImportRow>> {
    try {
      await this.options.db.transaction((tx) => this.writeAll(tx, actor, live, request));
      return { state: 'done' };
    } catch (error) {
      return { state: 'failed', failure: this.failureOf(error), inserted: 0, updated: 0 };
    }
  }

  private async writeAll(tx: Db, actor: Actor, live: LiveImport, { mode, validOnly }: CommitRequest): Promise<void> {
    const { library, closing } = this.options;
    await readCompanyFile(live.row.filePath, live.row.kind, {
      knownRegion: (code) => library.knownRegion(code),
      onBatch: async (rows) => {
        closing.throwIfAborted();
        const fields = await rowsToWrite(tx, library, rows, mode, validOnly);
        const written = fields.length > 0 ? await library.writeImported(tx, actor, fields, mode) : undefined;
        live.processed += rows.length;
        live.inserted += written?.inserted ?? 0;
        live.updated += written?.updated ?? 0;
        live.changed.push(...(written?.changed ?? []));
        this.tellProgress(live);
      },
    });
    // One entry for the whole import in the operation's audit trail, kept or rolled back with its rows.
    await recordAudit(tx, actor, {
      action: 'create', target: 'companyImport', targetId: live.row.id, before: null,
      after: { fileName: live.row.fileName, mode, validOnly, processed: live.processed, inserted: live.inserted, updated: live.updated },
    });
  }

  private failureOf(error: unknown): string {
    if (this.options.closing.aborted) return MESSAGES.companies.importStopped;
    if (error instanceof AppError) return error.message;
    this.options.log.error({ err: error }, 'a company import failed');
    return MESSAGES.companies.importFailed;
  }

  /** Records how the run ended, once its transaction is over, and tells the caller. */
  private async end(live: LiveImport, outcome: Partial<CompanyImportRow>): Promise<void> {
    try {
      const [row] = await this.options.db.update(companyImports).set({ ...progressOf(live), ...outcome, updatedAt: new Date() })
        .where(eq(companyImports.id, live.row.id)).returning();
      this.tell(row!);
    } catch (error) {
      this.options.log.error({ err: error, importId: live.row.id }, 'could not record the end of a company import');
    } finally {
      this.live.delete(live.row.id);
    }
  }

  private tellProgress(live: LiveImport): void {
    const now = Date.now();
    if (now - live.toldAt < PROGRESS_EVERY_MS) return;
    live.toldAt = now;
    this.tell({ ...live.row, ...progressOf(live) });
  }

  private tell(row: CompanyImportRow): void {
    const { sample: _sample, errors: _errors, ...status } = statusOf(row);
    const event: SocketEvent = { type: 'companyImport', status };
    this.options.sockets.toUsers([row.userId], event);
  }
}

const progressOf = ({ processed, inserted, updated }: LiveImport) => ({ processed, inserted, updated });

function statusOf(row: CompanyImportRow): ImportStatus {
  const { id, fileName, state, total, valid, invalid, existing, processed, inserted, updated, errors, failure, sample } = row;
  return { id, fileName, state, total, valid, invalid, existing, processed, inserted, updated, errors, failure, sample };
}

/** Refuses to start an import that would write less than the file holds, unless told to skip what cannot be written. */
function refuseUnfit(row: CompanyImportRow, mode: ImportMode, validOnly: boolean): void {
  if (row.invalid > 0 && !validOnly) throw conflict(MESSAGES.companies.importHasErrors(row.invalid));
  if (mode === 'insert' && row.existing > 0 && !validOnly) throw conflict(MESSAGES.companies.importHasExisting(row.existing));
  const writable = mode === 'insert' ? row.valid - row.existing : row.valid;
  if (writable === 0) throw badRequest(MESSAGES.companies.importEmpty);
}

function tally(preview: Preview, rows: ParsedRow[]): void {
  for (const row of rows) {
    preview.total += 1;
    if (row.fields) preview.valid += 1;
    else preview.invalid += 1;
    if (preview.sample.length < IMPORT_SAMPLE_ROWS) preview.sample.push(row.raw);
    keepErrors(preview.errors, row.errors);
  }
}

function keepErrors(kept: ImportRowError[], errors: ImportRowError[]): void {
  for (const error of errors.slice(0, IMPORT_ERRORS_SHOWN - kept.length)) kept.push(error);
}

/**
 * The rows of a batch to write. The library may have changed since the preview: a row that became
 * invalid or, in insert mode, a company added since fails the import unless `validOnly` skips it.
 */
async function rowsToWrite(tx: Db, library: ImportTarget, rows: ParsedRow[], mode: ImportMode, validOnly: boolean): Promise<ImportedCompany[]> {
  const invalid = rows.filter((row) => !row.fields).length;
  if (invalid > 0 && !validOnly) throw conflict(MESSAGES.companies.importHasErrors(invalid));
  const fields = rows.flatMap((row) => (row.fields ? [row.fields] : []));
  if (mode === 'upsert' || fields.length === 0) return fields;
  const existing = await library.existingCreditCodes(tx, fields.map((company) => company.creditCode));
  if (existing.size > 0 && !validOnly) throw conflict(MESSAGES.companies.importHasExisting(existing.size));
  return fields.filter((company) => !existing.has(company.creditCode));
}

function byteLimit(maxBytes: number): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      if (passed > maxBytes) done(new AppError(413, MESSAGES.companies.importTooLarge(IMPORT_BYTES_MAX_MB)));
      else done(null, chunk);
    },
  });
}

function kindByName(filename: string): ImportKind | undefined {
  const extension = path.extname(filename).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv') return 'csv';
  return undefined;
}

/** An .xlsx is a zip; anything else is read as CSV, which refuses what is not text. */
async function kindByContent(filePath: string): Promise<ImportKind> {
  const handle = await open(filePath);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(ZIP_SIGNATURE.length), 0, ZIP_SIGNATURE.length, 0);
    return bytesRead === ZIP_SIGNATURE.length && buffer.equals(ZIP_SIGNATURE) ? 'xlsx' : 'csv';
  } finally {
    await handle.close();
  }
}
