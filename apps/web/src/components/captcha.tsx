import { useEffect, useState, type ReactNode } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { Input, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { call, urlOf } from '../lib/request.ts';
import { sessionRoutes } from '../stores/session.store.ts';

// Registered with the forms that ask for a captcha (sign-in, sending an SMS code), rather than with the shell.
const messages = bilingual(
  { captcha: { label: '验证码', refresh: '看不清？换一张' } },
  { captcha: { label: 'Captcha', refresh: 'Hard to read? Get another' } },
);
addMessages('captcha', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

export interface Captcha { id: string; image: string }

/** Issues a captcha: its id and the address of its image. */
export async function issueCaptcha(): Promise<Captcha> {
  const { authRoutes } = await sessionRoutes();
  const id = await call(authRoutes.initCaptcha);
  return { id, image: urlOf(authRoutes.drawCaptcha, { id }) };
}

/** A captcha and its answer; `atOnce`: one is issued as the form shows, else only at `renew`. */
export function useCaptcha(atOnce: boolean) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (!atOnce) return undefined;
    let shown = true;
    void issueCaptcha().then((issued) => shown && setCaptcha(issued), () => undefined);
    return () => {
      shown = false;
    };
  }, [atOnce]);
  const renew = async () => {
    setAnswer('');
    setCaptcha(await issueCaptcha().catch(() => undefined));
  };
  return { captcha, answer, setAnswer, renew };
}

/** A field with its problem below it, spaced as the frame in index.html spaces its placeholders. */
export function Field({ problem, children }: { problem?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: problem ? 4 : 24 }}>
      {children}
      {problem && <div role="alert" style={{ color: token.colorError, lineHeight: '20px' }}>{problem}</div>}
    </div>
  );
}

interface CaptchaFieldProps {
  captcha: Captcha;
  answer: string;
  problem?: string;
  onAnswer: (answer: string) => void;
  /** Asks for another captcha (the image is hard to read). */
  onRenew: () => void;
}

/** The captcha's answer next to its image; choosing the image shows another (the button is named for that, the image is its content). */
export function CaptchaField({ captcha, answer, problem, onAnswer, onRenew }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Field problem={problem}>
      <Space.Compact style={{ width: '100%' }}>
        <Input size="large" prefix={<SafetyOutlined />} placeholder={t('captcha.label')} aria-label={t('captcha.label')} maxLength={6} autoComplete="off"
          value={answer} status={problem ? 'error' : undefined} onChange={(event) => onAnswer(event.target.value)} />
        <button type="button" onClick={onRenew} aria-label={t('captcha.refresh')} title={t('captcha.refresh')} style={{ padding: 0, border: `1px solid ${token.colorBorder}`, background: token.colorBgContainer, cursor: 'pointer' }}>
          <img src={captcha.image} alt={t('captcha.label')} width={120} height={38} style={{ display: 'block' }} />
        </button>
      </Space.Compact>
    </Field>
  );
}
