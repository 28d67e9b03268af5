import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GeneratorField } from '@console/contract/generator';

/** An entity definition of the code generator, kept so that a table can be edited and generated again. */
export const generatorDefinitions = pgTable('generator_definitions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  label: text('label').notNull(),
  labelEn: text('label_en').notNull(),
  fields: jsonb('fields').$type<GeneratorField[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('generator_definitions_name_lower_key').on(sql`lower(${t.name})`)]);

export type DefinitionRow = typeof generatorDefinitions.$inferSelect;
