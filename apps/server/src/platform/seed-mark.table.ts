import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which build last seeded this database (one row): a start of the same build finds the seeding done and
 * skips it. Starts from sources carry no build identity and always seed.
 */
export const seedMark = pgTable('seed_mark', {
  id: integer('id').primaryKey().default(1),
  buildId: text('build_id').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('seed_mark_one_row', sql`${t.id} = 1`)]);
