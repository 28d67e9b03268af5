import { z } from 'zod';
import { MESSAGES } from '@console/contract';

const REASONS = MESSAGES.schemaReasons;
const { parsedType, joinValues, stringifyPrimitive } = z.core.util;
/** The locale the catalogue follows, for a reason it does not word (a format the server's schemas never use). */
const LOCALE = z.locales.zhCN().localeError;

const UNITS: Record<string, string> = { string: REASONS.units.characters, file: REASONS.units.bytes, array: REASONS.units.items, set: REASONS.units.items, map: REASONS.units.items };

const kindOf = (kind: string) => (REASONS.kinds as Record<string, string>)[kind] ?? kind;

function sizeReason(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall>): string {
  const big = issue.code === 'too_big';
  const bound = `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}${String(big ? issue.maximum : issue.minimum)}`;
  const unit = UNITS[issue.origin ?? ''];
  // The locale names the kind of a size by the library's name (string, number …), a value of no kind in its words.
  const origin = issue.origin ?? REASONS.kinds.value;
  if (unit) return (big ? REASONS.tooBigSized : REASONS.tooSmallSized)(origin, bound, unit);
  return (big ? REASONS.tooBig : REASONS.tooSmall)(origin, bound);
}

function formatReason(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string | undefined {
  switch (issue.format) {
    case 'starts_with': return REASONS.startsWith(String(issue.prefix));
    case 'ends_with': return REASONS.endsWith(String(issue.suffix));
    case 'includes': return REASONS.includes(String(issue.includes));
    case 'regex': return REASONS.pattern(String(issue.pattern));
    default: return (REASONS.formats as Record<string, string>)[issue.format];
  }
}

/**
 * The schema library's reasons in the server's words: those of its Chinese locale, as messages of the
 * catalogue (`MESSAGES.schemaReasons`), so that `say` words them in English, now or read from a log.
 */
export const schemaReason: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      const received = kindOf(parsedType(issue.input));
      return /^[A-Z]/.test(issue.expected) ? REASONS.invalidInstance(issue.expected, received) : REASONS.invalidType(kindOf(issue.expected), received);
    }
    case 'invalid_value':
      return issue.values.length === 1 ? REASONS.invalidValue(stringifyPrimitive(issue.values[0])) : REASONS.invalidOption(joinValues(issue.values, '|'));
    case 'too_big':
    case 'too_small':
      return sizeReason(issue);
    case 'invalid_format':
      return formatReason(issue) ?? LOCALE(issue);
    case 'not_multiple_of':
      return REASONS.notMultipleOf(String(issue.divisor));
    case 'unrecognized_keys':
      return REASONS.unrecognizedKeys(joinValues(issue.keys, ', '));
    case 'invalid_key':
      return REASONS.invalidKey(issue.origin);
    case 'invalid_element':
      return REASONS.invalidElement(issue.origin);
    default:
      return REASONS.invalid;
  }
};
