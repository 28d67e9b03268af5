import type { Db } from '../../platform/database.ts';

/** What the departments module offers the others. */
export interface DepartmentsApi {
  exists(db: Db, id: number): Promise<boolean>;
  /** Ids of a department and all below it, for filters such as "this department and below". */
  selfAndDescendantIds(id: number, db?: Db): Promise<number[]>;
}

declare module '../../module.ts' {
  interface Services {
    departments: DepartmentsApi;
  }
}
