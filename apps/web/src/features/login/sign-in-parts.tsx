import type { FormEvent, ReactNode } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { Input, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, urlOf } from '../../lib/request.ts';
import { sessionRoutes } from '../../stores/session.store.ts';

export interface Captcha { id: string; image: string }

/**
 * A sign-in refused because the password expired, held in memory (never in the address or history)
 * while `/shortMsg?for=expired` asks for a new one.
 */
export const expiredSignIn: { pending: { username: string; oldPassword: string; withCaptcha: boolean } | null } = { pending: null };

/** Issues a captcha: its id and the address of its image. */
export async function issueCaptcha(): Promise<Captcha> {
  const { authRoutes } = await sessionRoutes();
  const id = await call(authRoutes.initCaptcha);
  return { id, image: urlOf(authRoutes.drawCaptcha, { id }) };
}

/**
 * The card and title of index.html's sign-in frame (its classes), so that a sign-in form replaces the
 * frame in place; the form checks its fields itself.
 */
export function SignInCard({ title, onSubmit, children }: { title: string; onSubmit: (event: FormEvent) => Promise<void>; children: ReactNode }) {
  return (
    <div className="boot-frame">
      <form className="boot-card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h3 className="boot-title">{title}</h3>
        {children}
      </form>
    </div>
  );
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

/** The captcha's answer next to its image; choosing the image shows another. */
export function CaptchaField({ captcha, answer, problem, onAnswer, onRenew }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Field problem={problem}>
      <Space.Compact style={{ width: '100%' }}>
        <Input size="large" prefix={<SafetyOutlined />} placeholder={t('login.captcha')} aria-label={t('login.captcha')} maxLength={6} autoComplete="off"
          value={answer} status={problem ? 'error' : undefined} onChange={(event) => onAnswer(event.target.value)} />
        <button type="button" onClick={onRenew} title={t('login.refreshCaptcha')} style={{ padding: 0, border: `1px solid ${token.colorBorder}`, background: token.colorBgContainer, cursor: 'pointer' }}>
          <img src={captcha.image} alt={t('login.captcha')} width={120} height={38} style={{ display: 'block' }} />
        </button>
      </Space.Compact>
    </Field>
  );
}
