import { useEffect, useState, type FormEvent } from 'react';
import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, smsRoutes } from '@console/contract';
import { call } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { CaptchaField, Field, issueCaptcha, safeRedirect, SignInCard, type Captcha } from './sign-in-parts.tsx';

/** Seconds before another code may be asked for: the server sends one a minute to a phone. */
const RESEND_SECONDS = 60;
const CODE_PATTERN = /^\d{6}$/;

type FieldName = 'phone' | 'captcha' | 'code';
type Problems = Partial<Record<FieldName, string>>;

/** Counts down from `RESEND_SECONDS` once started; 0 when a code may be asked for. */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}

/**
 * 短信登录: a code is sent to the phone once the captcha is solved, and the phone and code sign in.
 * Each sending spends the captcha, so another is shown after it.
 */
export default function ShortMsgPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const [fields, setFields] = useState<Record<FieldName, string>>({ phone: '', captcha: '', code: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [captcha, setCaptcha] = useState<Captcha>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [waitLeft, startWait] = useCountdown();

  const change = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };
  const newCaptcha = async () => {
    change('captcha', '');
    setCaptcha(await issueCaptcha().catch(() => undefined));
  };
  useEffect(() => {
    let shown = true;
    void issueCaptcha().then((issued) => shown && setCaptcha(issued), () => undefined);
    return () => {
      shown = false;
    };
  }, []);

  const phoneProblem = () => (PHONE_PATTERN.test(fields.phone.trim()) ? undefined : t('sms.phoneInvalid'));

  const sendCode = async () => {
    const found: Problems = { phone: phoneProblem(), ...(!fields.captcha.trim() && { captcha: t('login.captchaRequired') }) };
    setProblems(found);
    if (found.phone || found.captcha || !captcha) return;
    setSending(true);
    try {
      await call(smsRoutes.sendSignInCode, { body: { phone: fields.phone.trim(), captchaId: captcha.id, captcha: fields.captcha.trim() } });
      void message.success(t('sms.sent'));
      startWait();
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
      await newCaptcha();
    }
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
        <CaptchaField captcha={captcha} answer={fields.captcha} problem={problems.captcha} onAnswer={(answer) => change('captcha', answer)} onRenew={() => void newCaptcha()} />
      )}
      <Field problem={problems.code}>
        <Space.Compact style={{ width: '100%' }}>
          <Input size="large" prefix={<MessageOutlined />} placeholder={t('sms.code')} aria-label={t('sms.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6}
            value={fields.code} status={status('code')} onChange={(event) => change('code', event.target.value)} />
          <Button size="large" loading={sending} disabled={waitLeft > 0} onClick={() => void sendCode()} style={{ minWidth: 128 }}>
            {waitLeft > 0 ? t('sms.resendIn', { seconds: waitLeft }) : t('sms.send')}
          </Button>
        </Space.Compact>
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('login.submit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to={{ pathname: '/login', search: search.toString() ? `?${search}` : '' }}>{t('sms.passwordLogin')}</Link>
      </div>
    </SignInCard>
  );
}
