import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { smsRoutes } from '@console/contract/sms';
import { call, send } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { PhoneCodeFields, usePhoneCode } from '../../components/sms-code.tsx';
import { SignInCard } from './sign-in-parts.tsx';
import './more-messages.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/** `/shortMsg?for=reset`: a forgotten password is set anew with a code sent by SMS. */
const ResetPasswordForm = lazy(() => import('./reset-password-form.tsx'));
/** `/shortMsg?for=expired`: after a sign-in refused for an expired password, a new one signs in. */
const ExpiredPasswordForm = lazy(() => import('./expired-password-form.tsx'));

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
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const form = usePhoneCode(
    { phone: t('sms.phone'), phoneInvalid: t('sms.phoneInvalid'), captchaRequired: t('login.captchaRequired'), codeInvalid: t('sms.codeInvalid') },
    (body) => send(smsRoutes.sendSignInCode, { body }),
  );
  const signIn = form.submit(async (filled) => {
    const { token } = await call(smsRoutes.smsLogin, { body: filled });
    signedIn(token);
    navigate(safeRedirect(search.get('redirect')), { replace: true });
  });

  return (
    <SignInCard title={t('sms.title')} onSubmit={signIn}>
      <PhoneCodeFields form={form} />
      <Button type="primary" htmlType="submit" size="large" block loading={form.submitting}>{t('login.submit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to={{ pathname: '/login', search: search.toString() ? `?${search}` : '' }}>{t('sms.passwordLogin')}</Link>
      </div>
    </SignInCard>
  );
}
