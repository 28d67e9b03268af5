import { and, desc, eq, sql } from 'drizzle-orm';
import { versionsCrud, type PublishedVersionsPage, type VersionRecord } from '@console/contract/versions';
import type { Actor } from '../../crud/audit.ts';
import { CrudService, type SentFields, type SetColumns } from '../../crud/crud-service.ts';
import { countRows } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { versionReads, versions } from './versions.table.ts';

/** Whether a user has opened the version of the row at hand. */
const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${versionReads} where ${versionReads.versionId} = ${versions.id} and ${versionReads.userId} = ${userId})`;

const isPublished = eq(versions.published, true);

/** 版本管理: release notes, drafts until published; the notes are sanitised before they are stored. */
export class VersionsService extends CrudService<typeof versions, typeof versionsCrud> {
  constructor(db: Db) {
    super(db, versionsCrud, {
      table: versions,
      // Drafts first (no publishing time), then the newest published.
      defaultOrder: [sql`${versions.publishedAt} desc nulls first`, desc(versions.id)],
    });
  }

  protected override valuesOf(fields: SentFields<typeof versionsCrud>): SetColumns<typeof versions> {
    const values = super.valuesOf(fields);
    if (typeof values.notes === 'string') values.notes = sanitizeRichText(values.notes);
    if (values.published === true) values.publishedAt = new Date();
    return values;
  }

  /** Publishes a version (from now) or takes it back to a draft; the readers' marks stay. */
  publish(actor: Actor, id: number, published: boolean): Promise<VersionRecord> {
    return this.db.transaction(async (tx) => {
      const before = await this.store.get(tx, id);
      if (!before) throw this.missing(id);
      if (before.published !== published) {
        await this.store.update(tx, actor, id, { published, publishedAt: published ? new Date() : null, updatedAt: new Date() });
      }
      return this.get(id, tx);
    });
  }

  /** The published versions, newest first, each read or not by the user, with the user's unread total. */
  async forReader(userId: number, { pageNumber, pageSize }: { pageNumber: number; pageSize: number }): Promise<PublishedVersionsPage> {
    const read = readBy(userId);
    const [rows, [counts]] = await Promise.all([
      this.db.select({
        id: versions.id, version: versions.version, title: versions.title, notes: versions.notes, publishedAt: versions.publishedAt, read,
      }).from(versions).where(isPublished).orderBy(desc(versions.publishedAt), desc(versions.id))
        .limit(pageSize).offset((pageNumber - 1) * pageSize),
      this.db.select({ total: countRows, unread: sql<number>`cast(count(*) filter (where not ${read}) as integer)` }).from(versions).where(isPublished),
    ]);
    return {
      records: rows.map((row) => ({ ...row, read: Boolean(row.read), publishedAt: (row.publishedAt ?? new Date(0)).toISOString() })),
      total: counts?.total ?? 0,
      unread: counts?.unread ?? 0,
      pageNumber,
      pageSize,
    };
  }

  /** How many published versions the user has not opened. */
  async unreadCount(userId: number): Promise<number> {
    const [counted] = await this.db.select({ unread: countRows }).from(versions).where(and(isPublished, sql`not ${readBy(userId)}`));
    return counted?.unread ?? 0;
  }

  /** Marks a published version read by the user (once; again changes nothing); 404 for a draft or none. */
  async markRead(userId: number, id: number): Promise<number> {
    const [found] = await this.db.select({ id: versions.id }).from(versions).where(and(eq(versions.id, id), isPublished)).limit(1);
    if (!found) throw this.missing(id);
    await this.db.insert(versionReads).values({ userId, versionId: id }).onConflictDoNothing();
    return this.unreadCount(userId);
  }
}
