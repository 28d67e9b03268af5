import { lazy, Suspense, useState, type FormEvent } from 'react';
import { MobileOutlined } from '@ant-design/icons';
import { App, Button, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, smsRoutes } from '@console/contract';
import { call, send } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { CaptchaField, Field, SignInCard } from './sign-in-parts.tsx';
import { CODE_PATTERN, CodeField, sendWithCaptcha } from './sms-parts.tsx';
import { useCaptcha } from './use-captcha.ts';
import './more-messages.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/** `/shortMsg?for=reset`: a forgotten password is set anew with a code sent by SMS. */
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm.tsx'));
/** `/shortMsg?for=expired`: after a sign-in refused for an expired password, a new one signs in. */
const ExpiredPasswordForm = lazy(() => import('./ExpiredPasswordForm.tsx'));

type FieldName = 'phone' | 'captcha' | 'code';
type Problems = Partial<Record<FieldName, string>>;

/**
 * `/shortMsg`: the sign-in pages other than the password form, which the first screen does not load:
 * sign-in by SMS, or (`for`) a forgotten password set anew or an expired one replaced.
 */
export default function ShortMsgPage() {
  const [search] = useSearchParams();
  const purpose = search.get('for');
  if (purpose === 'reset') return <Suspense><ResetPasswordForm /></Suspense>;
  if (purpose === 'expired') return <Suspense><ExpiredPasswordForm /></Suspense>;
  return <SmsSignIn />;
}

/**
 * 短信登录: a code is sent to the phone once the captcha is solved, and the phone and code sign in.
 * Each sending spends the captcha, so another is shown after it.
 */
function SmsSignIn() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const [fields, setFields] = useState<Record<'phone' | 'code', string>>({ phone: '', code: '' });
  const [problems, setProblems] = useState<Problems>({});
  const { captcha, answer, setAnswer, renew: newCaptcha } = useCaptcha(true);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: FieldName, value: string) => {
    if (name === 'captcha') setAnswer(value);
    else setFields((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const phoneProblem = () => (PHONE_PATTERN.test(fields.phone.trim()) ? undefined : t('sms.phoneInvalid'));

  const sendCode = async () => {
    const found: Problems = { phone: phoneProblem(), ...(!answer.trim() && { captcha: t('login.captchaRequired') }) };
    setProblems(found);
    if (found.phone || found.captcha || !captcha) return false;
    const body = { phone: fields.phone.trim(), captchaId: captcha.id, captcha: answer.trim() };
    return sendWithCaptcha(() => send(smsRoutes.sendSignInCode, { body }), (sent) => void message.success(sent), newCaptcha);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = { phone: phoneProblem(), ...(!CODE_PATTERN.test(fields.code.trim()) && { code: t('sms.codeInvalid') }) };
    setProblems(found);
    if (found.phone || found.code) return;
    setSubmitting(true);
    try {
      const { token } = await call(smsRoutes.smsLogin, { body: { phone: fields.phone.trim(), code: fields.code.trim() } });
      signedIn(token);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  const status = (name: FieldName) => (problems[name] ? 'error' : undefined);
  return (
    <SignInCard title={t('sms.title')} onSubmit={submit}>
      <Field problem={problems.phone}>
        <Input size="large" prefix={<MobileOutlined />} placeholder={t('sms.phone')} aria-label={t('sms.phone')} autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus
          value={fields.phone} status={status('phone')} onChange={(event) => change('phone', event.target.value)} />
      </Field>
      {captcha && (
        <CaptchaField captcha={captcha} answer={answer} problem={problems.captcha} onAnswer={(typed) => change('captcha', typed)} onRenew={() => void newCaptcha()} />
      )}
      <CodeField code={fields.code} problem={problems.code} onCode={(code) => change('code', code)} onSend={sendCode} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('login.submit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to={{ pathname: '/login', search: search.toString() ? `?${search}` : '' }}>{t('sms.passwordLogin')}</Link>
      </div>
    </SignInCard>
  );
}
