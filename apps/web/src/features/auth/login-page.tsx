import { useEffect, useState, type FormEvent } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@console/contract/social';
import { call, refusalData } from '../../lib/request.ts';
import { sessionRoutes, useSession } from '../../stores/session.store.ts';
import { CaptchaField, Field, issueCaptcha, type Captcha } from '../../components/captcha.tsx';
import { expiredSignIn, SignInCard } from './sign-in-parts.tsx';
import { safeRedirect } from '../../lib/safe-redirect.ts';

type FieldName = 'username' | 'password' | 'captcha';
type Fields = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, string>>;

/**
 * Whether the system configuration asks for a captcha at every sign-in. Unanswered, the form goes on
 * without one: the server still refuses a sign-in that needs it, and the form then shows it.
 */
const captchaAlways = async () => {
  try {
    return (await call((await sessionRoutes()).settingsRoutes.signIn)).captcha === 'always';
  } catch {
    return false;
  }
};

const refusalOf = async (error: unknown) => refusalData((await sessionRoutes()).authRoutes.login, 400, error);

/** The outside sign-ins an administrator enabled (WeChat, GitHub, OpenID Connect), as buttons under the form. */
function SocialSignIns({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<{ provider: SocialProvider; displayName: string }[]>([]);
  useEffect(() => {
    let shown = true;
    void sessionRoutes()
      .then(({ socialRoutes }) => call(socialRoutes.available, { quiet: true }))
      .then((available) => shown && setProviders(available), () => undefined);
    return () => {
      shown = false;
    };
  }, []);
  const start = async (provider: SocialProvider) => {
    const { socialRoutes } = await sessionRoutes();
    const { url } = await call(socialRoutes.login, { params: { provider }, query: redirect ? { redirect } : {} });
    window.location.assign(url);
  };
  if (providers.length === 0) return null;
  return (
    <div style={{ marginTop: 16, textAlign: 'center' }}>
      <div style={{ marginBottom: 8, color: 'rgba(0, 0, 0, 0.45)' }}>{t('login.otherWays')}</div>
      {providers.map(({ provider, displayName }) => (
        <Button key={provider} style={{ margin: 4 }} onClick={() => void start(provider).catch(() => undefined)}>{displayName}</Button>
      ))}
    </div>
  );
}

/**
 * 登录: username, password and, when the server asks for it, a captcha. The three checks are done here
 * rather than with antd's Form, which the first screen does not load.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useSession((state) => state.login);
  const [fields, setFields] = useState<Fields>({ username: '', password: '', captcha: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [captcha, setCaptcha] = useState<Captcha>();
  const [submitting, setSubmitting] = useState(false);

  const change = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const newCaptcha = async () => {
    change('captcha', '');
    setCaptcha(await issueCaptcha());
  };

  useEffect(() => {
    let shown = true;
    void captchaAlways().then(async (always) => {
      if (always && shown) setCaptcha(await issueCaptcha().catch(() => undefined));
    });
    return () => {
      shown = false;
    };
  }, []);

  const problemsOf = ({ username, password, captcha: answer }: Fields): Problems => ({
    ...(!username.trim() && { username: t('login.usernameRequired') }),
    ...(!password && { password: t('login.passwordRequired') }),
    ...(captcha && !answer.trim() && { captcha: t('login.captchaRequired') }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { username, password, captcha: answer } = fields;
      await login({ username, password, ...(captcha && { captchaId: captcha.id, captcha: answer }) });
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (error) {
      const refusal = await refusalOf(error);
      if (refusal?.passwordExpired) {
        expiredSignIn.pending = { username: fields.username.trim(), oldPassword: fields.password, withCaptcha: captcha !== undefined };
        navigate({ pathname: '/shortMsg', search: `?for=expired${search.size > 0 ? `&${search}` : ''}` });
      } else if (refusal?.captchaRequired) await newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const status = (name: FieldName) => (problems[name] ? 'error' : undefined);
  return (
    <SignInCard title={t('login.title')} onSubmit={submit}>
      <Field problem={problems.username}>
        <Input size="large" prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoFocus
          value={fields.username} status={status('username')} onChange={(event) => change('username', event.target.value)} />
      </Field>
      <Field problem={problems.password}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password"
          value={fields.password} status={status('password')} onChange={(event) => change('password', event.target.value)} />
      </Field>
      {captcha && (
        <CaptchaField captcha={captcha} answer={fields.captcha} problem={problems.captcha} onAnswer={(answer) => change('captcha', answer)} onRenew={() => void newCaptcha()} />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>{t('login.submit')}</Button>
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'space-between' }}>
        <Link to="/shortMsg?for=reset">{t('login.forgotPassword')}</Link>
        <Link to="/shortMsg">{t('login.smsLogin')}</Link>
      </div>
      <SocialSignIns redirect={search.get('redirect')} />
    </SignInCard>
  );
}
