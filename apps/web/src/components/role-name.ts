import { BUILT_IN_ROLES } from '@console/contract/roles';
import { i18n } from '../lib/i18n.ts';

const ENGLISH = new Map<string, string>(BUILT_IN_ROLES.map((role) => [role.name, role.nameEn]));

/**
 * A role's name in the reader's language: a role the product seeds, still bearing its seeded name, has
 * an English one (a name an administrator gave is shown as given).
 */
export const shownRoleName = (name: string): string => (i18n.language === 'en-US' ? ENGLISH.get(name) ?? name : name);
