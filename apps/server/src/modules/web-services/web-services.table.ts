import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Outside SOAP services the platform calls. */
export const webServices = pgTable('web_services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  wsdlUrl: text('wsdl_url').notNull(),
  endpoint: text('endpoint').notNull().default(''),
  username: text('username').notNull().default(''),
  /** The password sealed with the secrets key (`platform/secret-box.ts`); null when there is none. */
  passwordSealed: text('password_sealed'),
  timeoutSeconds: integer('timeout_seconds').notNull().default(15),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('web_services_name_lower_key').on(sql`lower(${t.name})`)]);

export type WebServiceRow = typeof webServices.$inferSelect;

/** The operations of a web service the platform calls. */
export const webServiceApis = pgTable('web_service_apis', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id').notNull().references(() => webServices.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  soapAction: text('soap_action').notNull().default(''),
  description: text('description').notNull().default(''),
  paramsTemplate: text('params_template').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('web_service_apis_service_name_key').on(t.serviceId, t.name)]);

export type WebServiceApiRow = typeof webServiceApis.$inferSelect;
