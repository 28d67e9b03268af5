import { LockOutlined } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordRulesHint, usePasswordRules } from '../../components/password-rules.ts';
import { Field } from '../../components/captcha.tsx';

export interface NewPassword { password: string; confirm: string }
export type NewPasswordProblems = Partial<Record<keyof NewPassword, string>>;

type Rules = ReturnType<typeof usePasswordRules>;

/** The policy in force and a check of a new password against it (length and confirmation; the server judges strength and reuse). */
export function useNewPasswordCheck() {
  const { t } = useTranslation();
  const rules = usePasswordRules();
  const check = ({ password, confirm }: NewPassword): NewPasswordProblems => ({
    ...([...password].length < rules.minLength && { password: t('account.newRule', { min: rules.minLength }) }),
    ...(confirm !== password && { confirm: t('account.mismatch') }),
  });
  return { rules, check };
}

interface NewPasswordFieldsProps {
  rules: Rules;
  value: NewPassword;
  problems: NewPasswordProblems;
  onChange: (value: NewPassword) => void;
}

/** A new password typed twice, under what the policy asks of it. */
export function NewPasswordFields({ rules, value, problems, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{passwordRulesHint(t, rules)}</Typography.Paragraph>
      <Field problem={problems.password}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('account.newPassword')} aria-label={t('account.newPassword')} autoComplete="new-password"
          value={value.password} status={problems.password ? 'error' : undefined} onChange={(event) => onChange({ ...value, password: event.target.value })} />
      </Field>
      <Field problem={problems.confirm}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('account.confirm')} aria-label={t('account.confirm')} autoComplete="new-password"
          value={value.confirm} status={problems.confirm ? 'error' : undefined} onChange={(event) => onChange({ ...value, confirm: event.target.value })} />
      </Field>
    </>
  );
}
