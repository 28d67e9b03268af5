import { useCallback, useEffect, useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { socialRoutes, type SocialSignIn } from '@console/contract/social';
import { oncePerLoad } from '../../lib/once-per-load.ts';
import { ApiError, call } from '../../lib/request.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { useSession } from '../../stores/session.store.ts';

type Unbound = Extract<SocialSignIn, { bound: false }>;
type State = { kind: 'waiting' } | { kind: 'refused'; reason: string } | ({ kind: 'unbound' } & Unbound);

function Refused({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('relate.refused')} subTitle={reason} extra={<Link to="/login"><Button type="primary">{t('relate.toLogin')}</Button></Link>} />;
}

/** The identity is not bound yet: the person signs in to the account to bind it to. */
function BindForm({ code, identity, onSignedIn }: { code: string; identity: Unbound; onSignedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const [binding, setBinding] = useState(false);
  const bind = async ({ username, password }: { username: string; password: string }) => {
    setBinding(true);
    try {
      onSignedIn((await call(socialRoutes.bind, { body: { code, username: username.trim(), password } })).token);
    } catch {
      // The request client has shown why.
    } finally {
      setBinding(false);
    }
  };
  return (
    <>
      <h3 className="boot-title">{t('relate.title')}</h3>
      <Flex align="center" gap="middle" style={{ marginBottom: 16 }}>
        <Avatar size={48} src={identity.avatar || undefined} icon={<UserOutlined />} alt="" />
        <Typography.Text>{t('relate.unbound', { provider: t(`social.providers.${identity.provider}`), name: identity.displayName })}</Typography.Text>
      </Flex>
      <Form layout="vertical" onFinish={(values) => void bind(values)} requiredMark={false}>
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('relate.usernameRequired') }]}>
          <Input size="large" prefix={<UserOutlined />} placeholder={t('relate.username')} aria-label={t('relate.username')} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('relate.passwordRequired') }]}>
          <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('relate.password')} aria-label={t('relate.password')} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={binding}>{t('relate.bind')}</Button>
      </Form>
      <div style={{ marginTop: 12, textAlign: 'right' }}><Link to="/login">{t('relate.toLogin')}</Link></div>
    </>
  );
}

/**
 * 账号关联 (`/relate`): where a social sign-in lands with a code standing for the identity the
 * provider proved. A bound identity signs in at once; an unbound one is bound by signing in to an
 * account; a refusal (`error`) is shown as such.
 */
export default function RelatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const code = search.get('code') ?? '';
  const error = search.get('error');
  const [state, setState] = useState<State>({ kind: 'waiting' });

  const enter = useCallback((token: string) => {
    signedIn(token);
    navigate(safeRedirect(search.get('redirect')), { replace: true });
  }, [signedIn, navigate, search]);

  useEffect(() => {
    if (error !== null || !code) return undefined;
    let shown = true;
    oncePerLoad(`relate:${code}`, () => call(socialRoutes.getJWT, { query: { code }, quiet: true })).then(
      (answer) => {
        if (!shown) return;
        if (answer.bound) enter(answer.token);
        else setState({ kind: 'unbound', ...answer });
      },
      (refusal: unknown) => shown && setState({ kind: 'refused', reason: refusal instanceof ApiError ? refusal.message : t('relate.failed') }),
    );
    return () => {
      shown = false;
    };
  }, [code, error, enter, t]);

  const content = () => {
    if (error !== null) return <Refused reason={error} />;
    if (!code) return <Refused reason={t('relate.noCode')} />;
    if (state.kind === 'refused') return <Refused reason={state.reason} />;
    if (state.kind === 'unbound') return <BindForm code={code} identity={state} onSignedIn={enter} />;
    return <Spin size="large" tip={t('relate.signingIn')}><div style={{ height: 80 }} /></Spin>;
  };
  return (
    <div className="boot-frame">
      <div className="boot-card">{content()}</div>
    </div>
  );
}
