import type { CallingApplication } from '../../http/access.ts';

/** What the applications module offers the others: who an application's credential belongs to. */
export interface ApplicationsApi {
  authenticate(appId: string, key: string): Promise<CallingApplication | null>;
  /** The secret an enabled application signs sign-in links with; null when it has none. */
  signInSecretOf(appId: string): Promise<string | null>;
}

declare module '../../module.ts' {
  interface Services {
    applications: ApplicationsApi;
  }
}
