import { useEffect, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from './sign-in-parts.tsx';
import './more-messages.ts';

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
        <Input size="large" prefix={<MessageOutlined />} placeholder={t('sms.code')} aria-label={t('sms.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6}
          value={code} status={problem ? 'error' : undefined} onChange={(event) => onCode(event.target.value)} />
        <Button size="large" loading={sending} disabled={waitLeft > 0} onClick={() => void send()} style={{ minWidth: 128 }}>
          {waitLeft > 0 ? t('sms.resendIn', { seconds: waitLeft }) : t('sms.send')}
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
