import { asc, desc, eq, inArray, not } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { SECURITY_SETTING_KEYS, settingsCrud, type SettingChange, type SettingGroup, type SettingRecord, type SettingType } from '@console/contract/settings';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import { demoSettingOf } from './demo-settings.ts';
import { BUILT_IN_SETTINGS, isBuiltInKey, type BuiltInKey, type BuiltInSettings } from './built-in-settings.ts';
import { settingChanges, settings, type SettingRow } from './settings.table.ts';

type Values = Record<string, unknown>;

/** The values a dictionary offers, by its type code, read through `db`. */
export type DictValues = (db: Db, dictType: string) => Promise<string[]>;

/** Why a value does not fit a type; undefined when it does. */
async function misfit(type: SettingType, value: string, dictType: string, dictValues: () => Promise<string[]>): Promise<string | undefined> {
  switch (type) {
    case 'text': return undefined;
    case 'number': return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : MESSAGES.settingValue.number;
    case 'boolean': return value === 'true' || value === 'false' ? undefined : MESSAGES.settingValue.boolean;
    case 'json':
      try {
        JSON.parse(value);
        return undefined;
      } catch {
        return MESSAGES.settingValue.json;
      }
    case 'dict': {
      const allowed = await dictValues();
      return allowed.includes(value) ? undefined : MESSAGES.settingValue.dictValue(dictType, allowed.join('、'));
    }
  }
}

/** The settings of the system configuration; built-in ones have a default from the environment and keep their key and type. */
export class SettingsService extends CrudService<typeof settings, typeof settingsCrud> {
  private readonly defaults: Record<string, string>;

  constructor(db: Db, defaults: Record<BuiltInKey, string>, private readonly dictValues: DictValues) {
    super(db, settingsCrud, {
      table: settings,
      defaultOrder: [desc(settings.builtIn), asc(settings.key)],
      customFilters: {
        group: async (group: SettingGroup) => (group === 'security' ? inArray(settings.key, [...SECURITY_SETTING_KEYS]) : not(inArray(settings.key, [...SECURITY_SETTING_KEYS]))),
      },
      // The seed marks the built-in settings.
      system: { where: eq(settings.builtIn, true), fixed: ['key', 'type', 'dictType'], messages: MESSAGES.systemRows.setting, named: (row) => [row.name, row.key] },
    });
    this.defaults = defaults;
  }

  protected override toRecord(selected: SelectedRow): SettingRecord {
    const record = super.toRecord(selected);
    const defaultValue = record.system ? this.defaults[record.key] ?? null : null;
    // The product's words for the setting: a built-in one's, or those of the demo's settings.
    const words = record.system && isBuiltInKey(record.key) ? BUILT_IN_SETTINGS[record.key] : demoSettingOf(record.key);
    return {
      ...record, value: (selected.row.value as string | null) ?? defaultValue ?? '', defaultValue,
      nameEn: words && record.name === words.name ? words.nameEn : null,
      remarkEn: words && record.remark === words.remark ? words.remarkEn : null,
    };
  }

  async byKey(key: string, db: Db = this.db): Promise<SettingRecord> {
    const [row] = await db.select({ id: settings.id }).from(settings).where(eq(settings.key, key));
    if (!row) throw notFound(MESSAGES.settingNotFound);
    return this.get(row.id, db);
  }

  /** A setting's changes of value, newest first, with who made them. */
  async history(id: number): Promise<SettingChange[]> {
    await this.get(id);
    const rows = await this.db.select({
      id: settingChanges.id, oldValue: settingChanges.oldValue, newValue: settingChanges.newValue,
      userId: settingChanges.userId, userName: users.username, changedAt: settingChanges.changedAt,
    }).from(settingChanges).leftJoin(users, eq(users.id, settingChanges.userId))
      .where(eq(settingChanges.settingId, id)).orderBy(desc(settingChanges.changedAt), desc(settingChanges.id));
    return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
  }

  /** Every built-in setting's value in force, as its readers take it, read through `db`. */
  async builtInValues(db: Db = this.db): Promise<BuiltInSettings> {
    const stored = new Map((await db.select({ key: settings.key, value: settings.value }).from(settings)
      .where(eq(settings.builtIn, true))).map((row) => [row.key, row.value]));
    const values: Values = {};
    for (const [key, definition] of Object.entries(BUILT_IN_SETTINGS)) values[key] = definition.read(stored.get(key) ?? this.defaults[key]!);
    return values as unknown as BuiltInSettings;
  }

  /** Adds each built-in setting that is missing, without a value: its default is in force until one is set. */
  async seed(tx: Db): Promise<void> {
    const rows = Object.entries(BUILT_IN_SETTINGS).map(([key, { name, type, dictType = '', remark }]) => ({ key, name, type, dictType, remark, builtIn: true }));
    await tx.insert(settings).values(rows).onConflictDoNothing();
  }

  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<SettingRow, typeof settingsCrud>): Promise<void> {
    const key = fields.key ?? before!.key;
    const type = fields.type ?? before!.type;
    const dictType = fields.dictType ?? before?.dictType ?? '';
    if (type === 'dict' && dictType === '') throw badRequest(MESSAGES.invalidField('dictType', MESSAGES.inputRules.dictTypeRequired));
    const value = fields.value ?? before?.value;
    if (value === undefined || value === null) return;
    const reason = await misfit(type, value, dictType, () => this.dictValues(tx, dictType))
      ?? (isBuiltInKey(key) ? BUILT_IN_SETTINGS[key].check(value) : undefined);
    if (reason) throw badRequest(MESSAGES.settingValueInvalid(key, reason));
  }

  /** A change of value goes to the setting's history. */
  protected override async afterWrite(tx: Db, id: number, { actor, fields, before }: WriteContext<SettingRow, typeof settingsCrud>): Promise<void> {
    const newValue = fields.value;
    const oldValue = before ? before.value ?? this.defaults[before.key] ?? null : null;
    if (newValue === undefined || newValue === oldValue) return;
    await tx.insert(settingChanges).values({ settingId: id, oldValue, newValue, userId: actor.userId });
  }
}
