import { useState, type FormEvent } from 'react';
import { Button, Typography } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authRoutes } from '@console/contract/auth';
import { call, refusalData } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { NewPasswordFields, useNewPasswordCheck, type NewPassword, type NewPasswordProblems } from './new-password.tsx';
import { CaptchaField, useCaptcha } from '../../components/captcha.tsx';
import { expiredSignIn, SignInCard } from './sign-in-parts.tsx';
import './more-messages.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/**
 * 密码已过期: the account the sign-in form just proved (`expiredSignIn`: its expired password proves it
 * again) signs in by choosing a new password (`/user/expiredLogin`). Without one, back to the form.
 */
export default function ExpiredPasswordForm() {
  const pending = expiredSignIn.pending;
  return pending ? <NewPasswordSignIn {...pending} /> : <Navigate to="/login" replace />;
}

function NewPasswordSignIn({ username, oldPassword, withCaptcha }: NonNullable<typeof expiredSignIn.pending>) {
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
      expiredSignIn.pending = null;
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      if (refusalData(authRoutes.expiredLogin, 400, error)?.captchaRequired) await newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInCard title={t('expired.title')} onSubmit={submit}>
      <Typography.Paragraph>{t('expired.hint', { username })}</Typography.Paragraph>
      <NewPasswordFields rules={rules} value={value} problems={problems} onChange={(changed) => {
        setValue(changed);
        setProblems({});
      }} />
      {captcha && <CaptchaField captcha={captcha} answer={answer} problem={problems.captcha} onAnswer={setAnswer} onRenew={() => void newCaptcha()} />}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('expired.submit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to="/login">{t('login.backToLogin')}</Link>
      </div>
    </SignInCard>
  );
}
