import { eq } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { MASKED_SECRET } from '@console/contract/files';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderInput, type SocialProviderSettings } from '@console/contract/social';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ProviderSettings } from './provider-client.ts';
import { socialProviders, type SocialProviderRow } from './social.table.ts';

const AUDIT_TARGET = 'socialProvider';

/** The redirect URI of a provider, as the request's origin makes it. */
export type CallbackUrlOf = (provider: SocialProvider) => string;

/**
 * The sign-in providers' settings, the secrets sealed. The rows are read at each sign-in: they are
 * few and small, and a change saved on any instance then counts at once, with nothing kept to forget.
 */
export class SocialProviderSettingsService {
  constructor(private readonly db: Db, private readonly secrets: Pick<SecretBox, 'seal' | 'open'>) {}

  private async row(provider: SocialProvider, db: Db = this.db): Promise<SocialProviderRow | undefined> {
    const [row] = await db.select().from(socialProviders).where(eq(socialProviders.provider, provider));
    return row;
  }

  async all(callbackUrlOf: CallbackUrlOf): Promise<SocialProviderSettings[]> {
    const rows = new Map((await this.db.select().from(socialProviders)).map((row) => [row.provider, row]));
    return SOCIAL_PROVIDERS.map((provider) => answerOf(provider, rows.get(provider), callbackUrlOf));
  }

  /** The enabled providers and their names, for the sign-in page. */
  async enabled(): Promise<{ provider: SocialProvider; displayName: string }[]> {
    const rows = await this.db.select().from(socialProviders).where(eq(socialProviders.enabled, true));
    const order = (row: SocialProviderRow) => SOCIAL_PROVIDERS.indexOf(row.provider);
    return rows.sort((a, b) => order(a) - order(b)).map(({ provider, displayName }) => ({ provider, displayName }));
  }

  /** The name messages give a provider: its own, else the default. */
  async nameOf(provider: SocialProvider): Promise<string> {
    return (await this.row(provider))?.displayName ?? SOCIAL_PROVIDER_NAMES[provider];
  }

  /** An enabled provider's settings, the secret opened; refused (400) when it is not enabled. */
  async usable(provider: SocialProvider): Promise<ProviderSettings> {
    const row = await this.row(provider);
    if (!row?.enabled) throw badRequest(MESSAGES.social.providerDisabled(row?.displayName ?? SOCIAL_PROVIDER_NAMES[provider]));
    const { displayName, clientId, issuer, endpoint } = row;
    return { provider, displayName, clientId, clientSecret: this.secrets.open(row.secretSealed), issuer, endpoint };
  }

  /** Replaces one provider's settings; a blank or masked secret keeps the sealed one, which must then exist. Audited. */
  async save(actor: Actor, input: SocialProviderInput, callbackUrlOf: CallbackUrlOf): Promise<SocialProviderSettings> {
    return this.db.transaction(async (tx) => {
      const before = (await this.row(input.provider, tx)) ?? null;
      const { provider, clientSecret, ...fields } = input;
      const newSecret = clientSecret && clientSecret !== MASKED_SECRET ? clientSecret : undefined;
      if (!newSecret && !before) throw badRequest(MESSAGES.invalidField('clientSecret', MESSAGES.inputRules.required));
      const values = {
        issuer: '', endpoint: '', ...fields,
        secretSealed: newSecret ? this.secrets.seal(newSecret) : before!.secretSealed, updatedAt: new Date(),
      };
      await tx.insert(socialProviders).values({ provider, ...values }).onConflictDoUpdate({ target: socialProviders.provider, set: values });
      const after = (await this.row(provider, tx))!;
      await recordAudit(tx, actor, { action: before ? 'update' : 'create', target: AUDIT_TARGET, targetId: provider, before, after });
      return answerOf(provider, after, callbackUrlOf);
    });
  }
}

function answerOf(provider: SocialProvider, row: SocialProviderRow | undefined, callbackUrlOf: CallbackUrlOf): SocialProviderSettings {
  return {
    provider, enabled: row?.enabled ?? false, displayName: row?.displayName ?? SOCIAL_PROVIDER_NAMES[provider],
    clientId: row?.clientId ?? '', clientSecret: row ? MASKED_SECRET : '', issuer: row?.issuer ?? '', endpoint: row?.endpoint ?? '',
    callbackUrl: callbackUrlOf(provider), updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
