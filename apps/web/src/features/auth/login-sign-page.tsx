import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signedSignInRoutes } from '@console/contract/signed-sign-in';
import { oncePerLoad } from '../../lib/once-per-load.ts';
import { ApiError, call } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import './more-messages.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

const LINK_FIELDS = ['appId', 'username', 'timestamp', 'nonce', 'sign'] as const;

const signInWith = (link: Record<(typeof LINK_FIELDS)[number], string>) =>
  oncePerLoad(JSON.stringify(link), () => call(signedSignInRoutes.loginSign, { body: link, quiet: true }).then(({ token }) => token));

/** 签名登录: a link a trusted application signed signs the person in, or says why it cannot. */
export default function LoginSignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSession((state) => state.signedIn);
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    let shown = true;
    const link = Object.fromEntries(LINK_FIELDS.map((field) => [field, search.get(field) ?? ''])) as Record<(typeof LINK_FIELDS)[number], string>;
    signInWith(link).then(
      (token) => {
        if (!shown) return;
        signedIn(token);
        navigate(safeRedirect(search.get('redirect')), { replace: true });
      },
      (error: unknown) => shown && setRefusal(error instanceof ApiError ? error.message : t('loginSign.failed')),
    );
    return () => {
      shown = false;
    };
  }, [search, signedIn, navigate, t]);

  return (
    <div className="boot-frame">
      <div className="boot-card" style={{ textAlign: 'center' }}>
        {refusal === undefined ? (
          <Spin size="large" tip={t('loginSign.signingIn')}><div style={{ height: 80 }} /></Spin>
        ) : (
          <Result status="warning" title={t('loginSign.refused')} subTitle={refusal}
            extra={<Link to="/login"><Button type="primary">{t('loginSign.toLogin')}</Button></Link>} />
        )}
      </div>
    </div>
  );
}
