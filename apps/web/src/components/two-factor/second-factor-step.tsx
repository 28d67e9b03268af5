import { useState, type FormEvent } from 'react';
import { App, Button, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { twoFactorRoutes, type SecondFactorMethod } from '@console/contract/two-factor';
import { useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { Field } from '../captcha.tsx';
import { useSignOut } from '../sign-out.ts';
import './messages.ts';

/** Recovery codes left at which the sign-in warns that new ones are needed. */
const FEW_RECOVERY_CODES = 3;
const WELL_FORMED: Record<SecondFactorMethod, RegExp> = { totp: /^\d{6}$/, sms: /^\d{6}$/, recovery: /^[0-9a-z]{5}[-\s]?[0-9a-z]{5}$/i };

/**
 * The second step of a sign-in owing its second factor: a code of the authenticator, or one of the
 * recovery codes, or (where the server offers it) a code sent to the account's phone. Drawn on the
 * sign-in page's frame; a finished sign-in answers a new token, kept as the session's; `onDone` then.
 */
export function SecondFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const signedIn = useSession((state) => state.signedIn);
  const signOut = useSignOut();
  const status = useCall(twoFactorRoutes.status);
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const smsPhone = status.data?.smsPhone ?? null;

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode('');
    setProblem(undefined);
  };
  const sendSms = async () => {
    await call(twoFactorRoutes.sendSms);
    void message.success(t('twoFactor.smsSent'));
    choose('sms');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!WELL_FORMED[method].test(typed)) return setProblem(method === 'recovery' ? t('twoFactor.recoveryRule') : t('twoFactor.codeRule'));
    setSubmitting(true);
    try {
      const { token, recoveryCodesLeft } = await call(twoFactorRoutes.verify, { body: { method, code: typed } });
      void message.success(t('twoFactor.verified'));
      if (method === 'recovery' && recoveryCodesLeft <= FEW_RECOVERY_CODES) void message.warning(t('twoFactor.fewLeft', { count: recoveryCodesLeft }), 8);
      signedIn(token);
      onDone();
    } catch {
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  const hint = method === 'recovery' ? t('twoFactor.recoveryStepHint') : method === 'sms' ? t('twoFactor.smsStepHint', { phone: smsPhone }) : t('twoFactor.stepHint');
  return (
    <div className="boot-frame">
      <form className="boot-card" onSubmit={(event) => void submit(event)} noValidate>
        <h3 className="boot-title">{t('twoFactor.stepTitle')}</h3>
        <p style={{ marginTop: -8, marginBottom: 16, textAlign: 'center', color: token.colorTextSecondary }}>{hint}</p>
        <Field problem={problem}>
          <Input size="large" autoFocus value={code} status={problem ? 'error' : undefined} aria-label={method === 'recovery' ? t('twoFactor.recoveryCode') : t('twoFactor.code')}
            inputMode={method === 'recovery' ? 'text' : 'numeric'} autoComplete="one-time-code" maxLength={method === 'recovery' ? 16 : 8}
            placeholder={method === 'recovery' ? 'xxxxx-xxxxx' : '123456'} style={{ textAlign: 'center', letterSpacing: 4 }}
            onChange={(changed) => {
              setCode(changed.target.value);
              setProblem(undefined);
            }} />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('twoFactor.verify')}</Button>
        <div style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
          {method === 'totp'
            ? <Button type="link" size="small" onClick={() => choose('recovery')}>{t('twoFactor.useRecovery')}</Button>
            : <Button type="link" size="small" onClick={() => choose('totp')}>{t('twoFactor.useApp')}</Button>}
          <Button type="link" size="small" onClick={() => void signOut()}>{t('twoFactor.signOut')}</Button>
        </div>
        {smsPhone && (
          <Button type="link" size="small" onClick={() => void sendSms().catch(() => undefined)}>{t('twoFactor.useSms', { phone: smsPhone })}</Button>
        )}
      </form>
    </div>
  );
}
