import { ADMIN_ACCOUNT } from '@console/contract';
import { type UserInfo } from '@console/contract/auth';
import { i18n } from '../lib/i18n.ts';

/**
 * A person's name in the reader's language: the administrator account the product makes at its first
 * start, still bearing the name it was given then, has an English one; every other name is shown as typed.
 */
export const shownAccountName = (name: string): string =>
  (i18n.language === 'en-US' && name === ADMIN_ACCOUNT.name ? ADMIN_ACCOUNT.nameEn : name);

/** How the signed-in person is named: their name in the reader's language, or their username when they gave none. */
export const signedInName = (info: Pick<UserInfo, 'name' | 'userName'>): string => shownAccountName(info.name || info.userName);
