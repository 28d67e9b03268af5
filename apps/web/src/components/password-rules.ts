import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { accountRoutes, PASSWORD_MIN, type PasswordRules } from '@console/contract';
import { call } from '../lib/request.ts';

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
  t('account.rulesHint', { min: minLength }) + (historyCount > 0 ? t('account.historyHint', { count: historyCount }) : '');
