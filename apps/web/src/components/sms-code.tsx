import { useEffect, useState, type FormEvent } from 'react';
import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '@console/contract';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { CaptchaField, Field, useCaptcha } from './captcha.tsx';

// Registered with the forms that send a code by SMS (sign-in, a forgotten password, a new phone).
const messages = bilingual(
  { smsCode: { label: '短信验证码', send: '获取验证码', resendIn: '{{seconds}} 秒后重新获取' } },
  { smsCode: { label: 'SMS code', send: 'Send code', resendIn: 'Again in {{seconds}} s' } },
);
addMessages('sms-code', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/** Seconds before another code may be asked for: the server sends one a minute to a phone. */
const RESEND_SECONDS = 60;
export const CODE_PATTERN = /^\d{6}$/;

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

interface CodeFieldProps {
  code: string;
  problem?: string;
  onCode: (code: string) => void;
  /** Asks for a code; resolves true when one was sent (the wait before another then starts). */
  onSend: () => Promise<boolean>;
}

/** The SMS code and the button that sends one, which waits a minute before it may send again. */
export function CodeField({ code, problem, onCode, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [waitLeft, startWait] = useCountdown();
  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) startWait();
    } finally {
      setSending(false);
    }
  };
  return (
    <Field problem={problem}>
      <Space.Compact style={{ width: '100%' }}>
        <Input size="large" prefix={<MessageOutlined />} placeholder={t('smsCode.label')} aria-label={t('smsCode.label')} autoComplete="one-time-code" inputMode="numeric" maxLength={6}
          value={code} status={problem ? 'error' : undefined} onChange={(event) => onCode(event.target.value)} />
        <Button size="large" loading={sending} disabled={waitLeft > 0} onClick={() => void send()} style={{ minWidth: 128 }}>
          {waitLeft > 0 ? t('smsCode.resendIn', { seconds: waitLeft }) : t('smsCode.send')}
        </Button>
      </Space.Compact>
    </Field>
  );
}

/**
 * Sends a code once the captcha is solved, showing the server's message when sent. The sending spends
 * the captcha either way, so another is asked for; whether it was sent (the request client has shown why not).
 */
export async function sendWithCaptcha(sending: () => Promise<{ status_desc: string }>, showSent: (text: string) => void, renewCaptcha: () => Promise<void>): Promise<boolean> {
  try {
    showSent((await sending()).status_desc);
    return true;
  } catch {
    return false;
  } finally {
    await renewCaptcha();
  }
}

type PhoneCodeField = 'phone' | 'captcha' | 'code';

/** What the phone's field is called and what each problem says, in the words of the form. */
export interface PhoneCodeTexts { phone: string; phoneInvalid: string; captchaRequired: string; codeInvalid: string }

/** A solved captcha sent with the phone a code goes to. */
export interface CodeRequest { phone: string; captchaId: string; captcha: string }

/**
 * A phone, a captcha and the SMS code sent to the phone once the captcha is solved, with their
 * problems: the fields of 短信登录 and of a change of phone. `sending` asks for the code.
 */
export function usePhoneCode(texts: PhoneCodeTexts, sending: (request: CodeRequest) => Promise<{ status_desc: string }>) {
  const { message } = App.useApp();
  const [fields, setFields] = useState({ phone: '', code: '' });
  const [problems, setProblems] = useState<Partial<Record<PhoneCodeField, string>>>({});
  const { captcha, answer, setAnswer, renew } = useCaptcha(true);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: PhoneCodeField, value: string) => {
    if (name === 'captcha') setAnswer(value);
    else setFields((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };
  const phoneProblem = () => (PHONE_PATTERN.test(fields.phone.trim()) ? undefined : texts.phoneInvalid);

  const sendCode = async () => {
    const found = { phone: phoneProblem(), ...(!answer.trim() && { captcha: texts.captchaRequired }) };
    setProblems(found);
    if (found.phone || found.captcha || !captcha) return false;
    const request = { phone: fields.phone.trim(), captchaId: captcha.id, captcha: answer.trim() };
    return sendWithCaptcha(() => sending(request), (sent) => void message.success(sent), renew);
  };

  /** The phone and the code once both are well-formed; else undefined, with the problems shown. */
  const checked = (): { phone: string; code: string } | undefined => {
    const found = { phone: phoneProblem(), ...(!CODE_PATTERN.test(fields.code.trim()) && { code: texts.codeInvalid }) };
    setProblems(found);
    return found.phone || found.code ? undefined : { phone: fields.phone.trim(), code: fields.code.trim() };
  };

  /** A form's submit: once the phone and the code are well-formed, `action` with them (the request client shows why one fails). */
  const submit = (action: (filled: { phone: string; code: string }) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const filled = checked();
    if (!filled) return;
    setSubmitting(true);
    try {
      await action(filled);
    } catch {
      // The request client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return { texts, fields, problems, captcha, answer, change, sendCode, renewCaptcha: renew, submit, submitting };
}

/** The fields of `usePhoneCode`: the phone, the captcha (once issued) and the code with its sending button. */
export function PhoneCodeFields({ form }: { form: ReturnType<typeof usePhoneCode> }) {
  const { texts, fields, problems, captcha, answer, change, sendCode, renewCaptcha } = form;
  return (
    <>
      <Field problem={problems.phone}>
        <Input size="large" prefix={<MobileOutlined />} placeholder={texts.phone} aria-label={texts.phone} autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus
          value={fields.phone} status={problems.phone ? 'error' : undefined} onChange={(event) => change('phone', event.target.value)} />
      </Field>
      {captcha && (
        <CaptchaField captcha={captcha} answer={answer} problem={problems.captcha} onAnswer={(typed) => change('captcha', typed)} onRenew={() => void renewCaptcha()} />
      )}
      <CodeField code={fields.code} problem={problems.code} onCode={(code) => change('code', code)} onSend={sendCode} />
    </>
  );
}
