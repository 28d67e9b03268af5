import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { accountRoutes, type PasswordRules } from '@console/contract/account';
import { PASSWORD_MIN } from '@console/contract/auth';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { call } from '../lib/request.ts';

// Registered with the forms that choose a password, rather than with the first screen.
const messages = bilingual(
  { passwordRules: { hint: '至少 {{min}} 个字符，不能是常见密码、键盘顺序或包含用户名', history: '，不能与最近 {{count}} 次的密码相同' } },
  { passwordRules: { hint: 'At least {{min}} characters; not a common password, a keyboard run or your username', history: '; none of your last {{count}}' } },
);
addMessages('password-rules', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/** The password policy in force, asked for once `shown`, for a form choosing a new password; the least minimum until it is known. */
export function usePasswordRules(shown = true): Pick<PasswordRules, 'minLength' | 'historyCount'> {
  const [rules, setRules] = useState({ minLength: PASSWORD_MIN, historyCount: 0 });
  useEffect(() => {
    if (!shown) return undefined;
    let current = true;
    void call(accountRoutes.passwordRules, { quiet: true }).then((answer) => current && setRules(answer), () => undefined);
    return () => {
      current = false;
    };
  }, [shown]);
  return rules;
}

/** What the policy asks of a new password, in a sentence (the server tells strength problems itself). */
export const passwordRulesHint = (t: TFunction, { minLength, historyCount }: Pick<PasswordRules, 'minLength' | 'historyCount'>) =>
  t('passwordRules.hint', { min: minLength }) + (historyCount > 0 ? t('passwordRules.history', { count: historyCount }) : '');
