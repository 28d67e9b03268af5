import { useState, type FormEvent } from 'react';
import { Button, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authRoutes } from '@console/contract';
import { call, refusalData } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { NewPasswordFields, useNewPasswordCheck, type NewPassword, type NewPasswordProblems } from './new-password.tsx';
import { CaptchaField, safeRedirect, SignInCard, useCaptcha } from './sign-in-parts.tsx';

interface ExpiredPasswordFormProps {
  username: string;
  /** The expired password, just typed: it proves the account again as the new one is set. */
  oldPassword: string;
  /** The sign-in form showed a captcha: the server will want another. */
  withCaptcha: boolean;
  onBack: () => void;
}

/** 密码已过期: the account signs in by choosing a new password (`/user/expiredLogin`). */
export default function ExpiredPasswordForm({ username, oldPassword, withCaptcha, onBack }: ExpiredPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const { rules, check } = useNewPasswordCheck();
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<NewPasswordProblems & { captcha?: string }>({});
  const { captcha, answer, setAnswer, renew: newCaptcha } = useCaptcha(withCaptcha);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...check(value), ...(captcha && !answer.trim() && { captcha: t('login.captchaRequired') }) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const body = { username, oldPassword, newPassword: value.password, ...(captcha && { captchaId: captcha.id, captcha: answer.trim() }) };
      signedIn((await call(authRoutes.expiredLogin, { body })).token);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      if (refusalData(authRoutes.expiredLogin, 400, error)?.captchaRequired) await newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInCard title={t('login.expiredTitle')} onSubmit={submit}>
      <Typography.Paragraph>{t('login.expiredHint', { username })}</Typography.Paragraph>
      <NewPasswordFields rules={rules} value={value} problems={problems} onChange={(changed) => {
        setValue(changed);
        setProblems({});
      }} />
      {captcha && <CaptchaField captcha={captcha} answer={answer} problem={problems.captcha} onAnswer={setAnswer} onRenew={() => void newCaptcha()} />}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('login.expiredSubmit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Button type="link" onClick={onBack} style={{ padding: 0 }}>{t('login.backToLogin')}</Button>
      </div>
    </SignInCard>
  );
}
