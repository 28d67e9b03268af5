import { useState, type FormEvent } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { App, Button, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { smsRoutes } from '@console/contract/sms';
import { send } from '../../lib/request.ts';
import { NewPasswordFields, useNewPasswordCheck, type NewPassword, type NewPasswordProblems } from './new-password.tsx';
import { CaptchaField, Field, useCaptcha } from '../../components/captcha.tsx';
import { CODE_PATTERN, CodeField, sendWithCaptcha } from '../../components/sms-code.tsx';
import { SignInCard } from './sign-in-parts.tsx';
import './more-messages.ts';

type Problems = NewPasswordProblems & Partial<Record<'username' | 'captcha' | 'code', string>>;

/**
 * 找回密码: a code goes to the phone of the account (the answer does not tell whether it has one), and
 * the code sets a new password; every session of the account ends.
 */
export default function ResetPasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { rules, check } = useNewPasswordCheck();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const { captcha, answer, setAnswer, renew: newCaptcha } = useCaptcha(true);
  const [submitting, setSubmitting] = useState(false);
  const edited = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setProblems({});
  };

  const sendCode = async () => {
    const found: Problems = { ...(!username.trim() && { username: t('login.usernameRequired') }), ...(!answer.trim() && { captcha: t('login.captchaRequired') }) };
    setProblems(found);
    if (found.username || found.captcha || !captcha) return false;
    const body = { username: username.trim(), captchaId: captcha.id, captcha: answer.trim() };
    return sendWithCaptcha(() => send(smsRoutes.sendResetCode, { body }), (sent) => void message.success(sent), newCaptcha);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      ...(!username.trim() && { username: t('login.usernameRequired') }),
      ...(!CODE_PATTERN.test(code.trim()) && { code: t('sms.codeInvalid') }),
      ...check(password),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { status_desc: done } = await send(smsRoutes.resetPasswordByCode, { body: { username: username.trim(), code: code.trim(), newPassword: password.password } });
      void message.success(done);
      navigate('/login', { replace: true });
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInCard title={t('sms.resetTitle')} onSubmit={submit}>
      <Field problem={problems.username}>
        <Input size="large" prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoFocus
          value={username} status={problems.username ? 'error' : undefined} onChange={(event) => edited(setUsername)(event.target.value)} />
      </Field>
      {captcha && <CaptchaField captcha={captcha} answer={answer} problem={problems.captcha} onAnswer={edited(setAnswer)} onRenew={() => void newCaptcha()} />}
      <CodeField code={code} problem={problems.code} onCode={edited(setCode)} onSend={sendCode} />
      <NewPasswordFields rules={rules} value={password} problems={problems} onChange={edited(setPassword)} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('sms.resetSubmit')}</Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to="/login">{t('login.backToLogin')}</Link>
      </div>
    </SignInCard>
  );
}
