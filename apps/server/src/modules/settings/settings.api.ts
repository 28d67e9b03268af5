import type { Db } from '../../platform/database.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';
import type { BuiltInKey, BuiltInSettings } from './built-in-settings.ts';

export type { BuiltInKey, BuiltInSettings } from './built-in-settings.ts';

/** What the system configuration offers the others: the settings the product reads, typed. */
export interface SettingsApi {
  /** A built-in setting's value in force, from memory (at once, without a promise) while no setting changed (on any instance). */
  read<K extends BuiltInKey>(key: K): MaybePromise<BuiltInSettings[K]>;
  /** The same, read through `db` (a transaction of the caller) rather than from memory. */
  readIn<K extends BuiltInKey>(db: Db, key: K): Promise<BuiltInSettings[K]>;
}

declare module '../../module.ts' {
  interface Services {
    settings: SettingsApi;
  }
}
