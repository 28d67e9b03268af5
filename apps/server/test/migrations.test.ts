import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakingChanges, migrationsOf, type SchemaSnapshot } from './migration-rules.ts';

const DRIZZLE = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Migrations made before rolling upgrades were promised; from this one on, each keeps the version before it working. */
const FIRST_ROLLING_UPGRADE = 35;

const previous: SchemaSnapshot = {
  tables: { 'public.users': { name: 'users', columns: { id: { name: 'id' }, nickname: { name: 'nickname' } } } },
};
const changesOf = (sql: string) => breakingChanges({ tag: 'example', sql, previous });

describe('migrations and rolling upgrades', () => {
  it('finds what would break the version before: drops, renames, retypes and new NOT NULL columns it does not fill', () => {
    expect(changesOf('ALTER TABLE "users" DROP COLUMN "nickname";')).toEqual(['users.nickname: drop column']);
    expect(changesOf('ALTER TABLE "users" RENAME COLUMN "nickname" TO "alias";')).toEqual(['users.nickname: rename column']);
    expect(changesOf('ALTER TABLE "users" ALTER COLUMN "nickname" SET DATA TYPE varchar(20);')).toEqual(['users.nickname: alter column']);
    expect(changesOf('ALTER TABLE "users" ALTER COLUMN "nickname" SET NOT NULL;')).toEqual(['users.nickname: alter column']);
    expect(changesOf('ALTER TABLE "users" ADD COLUMN "level" integer NOT NULL;')).toEqual(['users.level: added NOT NULL without a default']);
    expect(changesOf('DROP TABLE "users" CASCADE;')).toEqual(['users: dropped or renamed']);
    expect(changesOf('ALTER TABLE "users" RENAME TO "accounts";')).toEqual(['users: dropped or renamed']);
  });

  it('lets a migration add, relax and drop what the version before does not know', () => {
    expect(changesOf([
      'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);',
      'ALTER TABLE "users" ADD COLUMN "level" integer DEFAULT 0 NOT NULL;',
      'ALTER TABLE "users" ADD COLUMN "motto" text;',
      'ALTER TABLE "users" ALTER COLUMN "nickname" DROP NOT NULL;',
      'ALTER TABLE "users" ALTER COLUMN "nickname" SET DEFAULT \'\';',
      'ALTER TABLE "users" DROP COLUMN "retired";',
      'DROP TABLE "drafts";',
      'CREATE INDEX "users_nickname_idx" ON "users" USING btree ("nickname");',
    ].join('--> statement-breakpoint\n'))).toEqual([]);
  });

  it('keeps every migration since rolling upgrades the version before it working (expand now, contract in a later change)', () => {
    const findings = migrationsOf(DRIZZLE, FIRST_ROLLING_UPGRADE).map((migration) => ({ tag: migration.tag, breaks: breakingChanges(migration) }));
    expect(findings.filter((finding) => finding.breaks.length > 0)).toEqual([]);
  });

  it('would have caught the contract step that came with an expand step before the rule', () => {
    const [sealedCodes] = migrationsOf(DRIZZLE, 22);
    expect(breakingChanges(sealedCodes!)).toContain('oauth_codes.client_id: drop column');
  });
});
