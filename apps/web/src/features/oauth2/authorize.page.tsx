import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Result, Spin, Typography } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authRoutes } from '@console/contract/auth';
import { authorizationRequest, oauth2Routes, type AuthorizationRequest, type OAuthScope } from '@console/contract/oauth2';
import { useCall } from '../../lib/query.ts';
import { ApiError, call } from '../../lib/request.ts';
import { loginPathFor } from '../../lib/routes.ts';
import { lazyExport } from '../../lib/on-demand.tsx';
import { useSession } from '../../stores/session.store.ts';
import { isImageAddress, isWebAddress } from './links.ts';
import { signedInName } from '../../components/account-name.ts';

/** The parameters of an authorization request, as the website put them in the address. */
const REQUEST_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method'] as const;

type Checked = { request: AuthorizationRequest } | { problem: string };

/** The request of the address, checked by the contract; what is missing or malformed is named. */
function requestOf(search: string): Checked {
  const params = new URLSearchParams(search);
  const given = Object.fromEntries(REQUEST_FIELDS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  const checked = authorizationRequest.safeParse(given);
  if (checked.success) return { request: checked.data };
  return { problem: [...new Set(checked.error.issues.map(({ path }) => path.join('.')))].join(', ') };
}

/** Leaves for the website (a full page load): only for an address of the web, never a script. */
function leaveFor(redirect: string) {
  if (isWebAddress(redirect)) window.location.assign(redirect);
}

/** The console's sign-in frame around the page's content: a card in the middle, as wide as a phone allows. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="boot-frame">
      <main className="boot-card" style={{ width: 420 }}>{children}</main>
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Frame>
      <Flex vertical align="center" gap="middle" role="status" style={{ padding: '24px 0' }}>
        <Spin size="large" />
        <Typography.Text>{text}</Typography.Text>
      </Flex>
    </Frame>
  );
}

/** Why the request cannot go on; nothing is followed from here, only the way back to the console. */
function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Frame>
      <Result status="error" title={t('oauthConsent.failedTitle')} subTitle={<span role="alert">{message}</span>} style={{ padding: '16px 0' }}
        extra={<Link to="/">{t('oauthConsent.home')}</Link>} />
    </Frame>
  );
}

/** Loaded only for a session that owes a step of its sign-in. */
const UnfinishedSignIn = lazyExport(() => import('../../components/sign-in-steps.tsx'), 'UnfinishedSignIn');

/** The signed-in user's name: the session's when it is loaded (not on a public page opened afresh), else asked. */
function useUserName(): string | undefined {
  const stored = useSession((state) => state.info);
  const asked = useCall(authRoutes.info, {}, { enabled: stored === null, staleTime: Infinity });
  const info = stored ?? asked.data;
  return info ? signedInName(info) : undefined;
}

/**
 * The request, once the session's sign-in is finished, as the server tells (the page is public: the
 * session may not be loaded): a session owing a step (its second factor, a password of its own, a
 * required enrolment) pays it here first, since the server refuses it the request.
 */
function SignInFinishedFirst({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useCall(authRoutes.info, { quiet: true }, { staleTime: 0 });
  const stepDone = useSession((state) => state.signInStepDone);
  if (isSignedOut(session.error)) return children;
  if (!session.data) return <Waiting text={t('oauthConsent.checking')} />;
  if (!session.data.signInStep) return children;
  return <UnfinishedSignIn step={session.data.signInStep} onDone={() => {
    stepDone();
    void session.refetch();
  }} />;
}

interface Consent {
  name: string;
  logo: string;
  scopes: OAuthScope[];
}

interface ConsentCardProps {
  consent: Consent;
  onAnswer: (approved: boolean) => void;
  /** The answer being sent, if one is. */
  answering?: boolean;
}

/** What the website asks, in words, and the user's answer: 同意 or 拒绝. */
function ConsentCard({ consent, onAnswer, answering }: ConsentCardProps) {
  const { t } = useTranslation();
  const userName = useUserName();
  const [answer, setAnswer] = useState<boolean>();
  const choose = (approved: boolean) => {
    setAnswer(approved);
    onAnswer(approved);
  };
  return (
    <Frame>
      <Flex vertical align="center" gap="middle">
        <Avatar shape="square" size={64} src={isImageAddress(consent.logo) ? consent.logo : undefined} icon={<LinkOutlined />} alt="" />
        <Typography.Title level={4} style={{ margin: 0, textAlign: 'center', wordBreak: 'break-word' }}>
          {t('oauthConsent.asks', { name: consent.name })}
        </Typography.Title>
        {userName && <Typography.Text type="secondary">{t('oauthConsent.signedInAs', { name: userName })}</Typography.Text>}
      </Flex>
      {consent.scopes.length > 0 && (
        <section aria-label={t('oauthConsent.willGet')} style={{ margin: '20px 0' }}>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>{t('oauthConsent.willGet')}</Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {consent.scopes.map((scope) => (
              <li key={scope} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}>
                <CheckCircleOutlined style={{ color: 'var(--console-color-primary, #1677ff)' }} aria-hidden />
                <span>{t(`oauthConsent.scopes.${scope}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Flex gap="small" role="group" aria-label={t('oauthConsent.decision')} style={{ marginTop: consent.scopes.length > 0 ? 0 : 20 }}>
        <Button size="large" block disabled={answering && answer !== false} loading={answering && answer === false} onClick={() => choose(false)}>
          {t('oauthConsent.deny')}
        </Button>
        <Button size="large" block type="primary" disabled={answering && answer !== true} loading={answering && answer === true} onClick={() => choose(true)}>
          {t('oauthConsent.approve')}
        </Button>
      </Flex>
    </Frame>
  );
}

/** A refusal of the session (expired): the user signs in again and comes back to the same request. */
const isSignedOut = (error: unknown) => error instanceof ApiError && error.code === 401;

/** A signed-in user's view of a request: it is checked, then answered at once or asked. */
function Authorize({ request, here }: { request: AuthorizationRequest; here: string }) {
  const { t } = useTranslation();
  // The check may hand out a code: it is asked once, never again behind the user's back.
  // A refusal is the page's whole content: it is not also popped up.
  const checked = useCall(oauth2Routes.authorize, { query: request, quiet: true }, { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false });
  const answer = useMutation({
    mutationFn: (approved: boolean) => call(oauth2Routes.authorized, { body: { ...request, approved }, quiet: true }),
    onSuccess: ({ redirect }) => leaveFor(redirect),
  });

  // Every scope approved already: straight back to the website, once, however often this renders.
  const immediate = checked.data && 'redirect' in checked.data ? checked.data.redirect : undefined;
  const followed = useRef(false);
  useEffect(() => {
    if (immediate === undefined || followed.current) return;
    followed.current = true;
    leaveFor(immediate);
  }, [immediate]);

  if (isSignedOut(checked.error) || isSignedOut(answer.error)) return <Navigate to={loginPathFor(here)} replace />;
  if (checked.isError) return <Failed message={checked.error.message} />;
  if (answer.isError) return <Failed message={answer.error.message} />;
  const redirect = immediate ?? answer.data?.redirect;
  if (redirect !== undefined) return isWebAddress(redirect) ? <Waiting text={t('oauthConsent.redirecting')} /> : <Failed message={t('oauthConsent.unsafeRedirect')} />;
  if (!checked.data) return <Waiting text={t('oauthConsent.checking')} />;
  return 'consent' in checked.data
    ? <ConsentCard consent={checked.data.consent} answering={answer.isPending} onAnswer={(approved) => answer.mutate(approved)} />
    : null;
}

/**
 * 授权: the page a connected website sends its users to (`/authorize?client_id=…`). Signed out, the
 * user signs in first and comes back with the whole request; signed in, the server checks the request
 * and either sends the user straight back or asks for consent. A request it refuses (an unknown
 * website, a redirect address not registered) is only shown: nothing is followed.
 */
export default function AuthorizePage() {
  const { pathname, search } = useLocation();
  const token = useSession((state) => state.token);
  const here = `${pathname}${search}`;
  if (!token) return <Navigate to={loginPathFor(here)} replace />;
  const checked = requestOf(search);
  return 'request' in checked
    ? <SignInFinishedFirst><Authorize key={search} request={checked.request} here={here} /></SignInFinishedFirst>
    : <BadRequest fields={checked.problem} />;
}

function BadRequest({ fields }: { fields: string }) {
  const { t } = useTranslation();
  return <Failed message={t('oauthConsent.badRequest', { fields })} />;
}
