import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

/** A company of the library marked as a training provider; it goes when the company goes. */
export const trainingProviders = pgTable('training_providers', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A training programme. It references the company itself, not its provider mark: a programme keeps
 * its company when the mark is taken off, and a company with programmes cannot leave the library.
 */
export const trainingProgrammes = pgTable('training_programmes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  /** The value of an entry of the occupation dictionary. */
  occupation: text('occupation').notNull(),
  mode: text('mode').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  places: integer('places').notNull(),
  status: text('status').notNull().default('planned'),
  description: text('description').notNull().default(''),
  attachmentIds: integer('attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('training_programmes_company_idx').on(t.companyId),
  index('training_programmes_status_idx').on(t.status),
  index('training_programmes_occupation_idx').on(t.occupation),
  index('training_programmes_starts_idx').on(t.startsOn),
  index('training_programmes_updated_idx').on(t.updatedAt),
  index('training_programmes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).with({ fastupdate: false }),
]);

export type ProgrammeRow = typeof trainingProgrammes.$inferSelect;

/**
 * A person enrolled in a programme. The ID number is kept sealed (`idNumberSecret`, never audited),
 * masked for answers, and as a keyed digest so that one person enrols once per programme without the
 * number being comparable in clear.
 */
export const trainingEnrolments = pgTable('training_enrolments', {
  id: serial('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => trainingProgrammes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: varchar('phone', { length: 11 }).notNull(),
  idNumberSecret: text('id_number_secret').notNull(),
  idNumberDigest: text('id_number_digest').notNull(),
  idNumberMasked: varchar('id_number_masked', { length: 18 }).notNull(),
  status: text('status').notNull().default('enrolled'),
  result: text('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('training_enrolments_person_key').on(t.programmeId, t.idNumberDigest),
  index('training_enrolments_programme_idx').on(t.programmeId, t.status),
  index('training_enrolments_created_idx').on(t.createdAt),
  index('training_enrolments_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
]);

export type EnrolmentRow = typeof trainingEnrolments.$inferSelect;
