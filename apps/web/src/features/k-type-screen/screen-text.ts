import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { COMPANY_STATUSES, INDUSTRIES, QUALIFICATION_LABELS } from '@console/contract/companies';
import { type ChangeField } from '@console/contract/company-watch';

/** The interface language's words: `en` for English, Chinese otherwise. */
const wordsOf = (language: string) => (language === 'en-US' ? 'en' : 'zh');

export const numberText = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** A qualification label's name by its code (its place in `QUALIFICATION_LABELS`, from 1). */
export function labelName(code: number, language: string): string {
  return QUALIFICATION_LABELS[code - 1]?.[wordsOf(language)] ?? String(code);
}

export function industryName(code: string, language: string): string {
  return INDUSTRIES.find((industry) => industry.code === code)?.[wordsOf(language)] ?? code;
}

function statusName(code: string, language: string): string {
  return COMPANY_STATUSES.find((status) => status.code === code)?.[wordsOf(language)] ?? code;
}

/** A value before or after a change as a person reads it: label names, a status's name, an amount in 万元. */
export function changeValue(field: ChangeField, value: string, t: TFunction, language: string): string {
  if (value.trim() === '') return t('kTypeScreen.none');
  switch (field) {
    case 'labels':
      return value.split(',').filter((code) => code.trim() !== '').map((code) => labelName(Number(code), language)).join(t('kTypeScreen.separator'));
    case 'status':
      return statusName(value, language);
    case 'registeredCapital': {
      const amount = Number(value);
      return Number.isFinite(amount)
        ? t('kTypeScreen.capital', { amount: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(amount) })
        : value;
    }
    default:
      return value;
  }
}

/** `YYYY-MM` as the axis shows it (`7月`, `Jul`) and as the tooltip does (`2024年7月`, `Jul 2024`); other text as it is. */
export function monthText(month: string, language: string, long = false): string {
  if (!/^\d{4}-\d{2}/.test(month)) return month;
  const day = dayjs(`${month.slice(0, 7)}-01`);
  if (language === 'en-US') return day.format(long ? 'MMM YYYY' : 'MMM');
  return long ? `${day.year()}年${day.month() + 1}月` : `${day.month() + 1}月`;
}

/** An instant of the list of changes: `MM-DD HH:mm`, the year being this one or nearly. */
export const shortTime = (iso: string) => {
  const time = dayjs(iso);
  return time.isValid() ? time.format('MM-DD HH:mm') : iso;
};
