import type { Language } from '../../http/language.ts';

/**
 * The words the product seeds for the console's own application and its category (migration 0007),
 * in English. They stay data an administrator may change: a row renamed keeps no English.
 */
const IN_ENGLISH: Readonly<Record<string, string>> = {
  平台应用: 'Platform applications',
  平台自带的应用: 'The applications the platform comes with',
  信息化平台: 'Information platform',
  一览人才服务信息化平台的后台管理系统: 'The back-office console of the Yilan Talent information platform',
};

/** A seeded word's English; null for words people gave. */
export const seededEnglish = (text: string | null | undefined): string | null => (text ? IN_ENGLISH[text] ?? null : null);

/** Words as a reader of `language` reads them: the seeded ones in English for a reader of English. */
export const inLanguage = (text: string, language: Language): string => (language === 'en' ? seededEnglish(text) ?? text : text);
