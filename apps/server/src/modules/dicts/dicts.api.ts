import type { DictOption } from '@console/contract/dicts';
import type { Db } from '../../platform/database.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';

/** What the dictionaries module offers the others. */
export interface DictsApi {
  /** The enabled entries of a dictionary, by its type code, from memory (at once) while no entry changed. */
  optionsOf(type: string): MaybePromise<DictOption[]>;
  /** The same, read through `db` (a transaction of the caller) rather than from memory. */
  readOptionsOf(db: Db, type: string): Promise<DictOption[]>;
}

declare module '../../module.ts' {
  interface Services {
    dicts: DictsApi;
  }
}
