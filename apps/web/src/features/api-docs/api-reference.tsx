import { useMemo, type ComponentProps } from 'react';
import { App } from 'antd';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { i18n } from '../../lib/i18n.ts';
import { getToken } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.store.ts';
import { useDarkAppearance } from '../../stores/settings.store.ts';
import { changingCallsOf, type OpenApiDocument, type OutgoingCall } from './changing-calls.ts';
import styles from './api-reference.module.css';

type SwaggerUIProps = ComponentProps<typeof SwaggerUI>;
type RequestInterceptor = NonNullable<SwaggerUIProps['requestInterceptor']>;
type Modal = ReturnType<typeof App.useApp>['modal'];

/** The methods of this API, which "Try it out" may send once the reader has switched it on. */
const API_METHODS: SwaggerUIProps['supportedSubmitMethods'] = ['get', 'post', 'put', 'delete'];

/**
 * Asks before a call that may change something is sent; answers whether the reader said yes. The texts
 * and the user are read when asking (Swagger UI keeps the interceptor it was first given, whatever the
 * language is by then).
 */
async function confirmed(modal: Modal, { method, url }: OutgoingCall): Promise<boolean> {
  const { pathname } = new URL(url, window.location.origin);
  const info = useSession.getState().info;
  const answer = await modal.confirm({
    title: i18n.t('apiDocs.confirmTitle', { name: info?.name || info?.userName }),
    content: <><code>{method.toUpperCase()} {pathname}</code><p>{i18n.t('apiDocs.confirmContent')}</p></>,
    okText: i18n.t('apiDocs.send'),
    cancelText: i18n.t('crud.cancel'),
    okButtonProps: { danger: true },
  });
  return answer === true;
}

/**
 * "Try it out" sends each call as the signed-in user, whose permissions the server checks as always;
 * one that may change something goes only once the reader confirms it. A call declined is not sent:
 * Swagger UI shows the refusal where the answer would be.
 */
function sendingAfterConfirmation(document: OpenApiDocument, modal: Modal): RequestInterceptor {
  const changes = changingCallsOf(document);
  return async (request) => {
    const call: OutgoingCall = { method: request.method, url: request.url };
    if (changes(call) && !(await confirmed(modal, call))) throw new Error(i18n.t('apiDocs.notSent'));
    const token = getToken();
    if (token) request.headers = { ...request.headers, Authorization: token };
    return request;
  };
}

/**
 * Swagger UI over the document, with each operation's extensions (its x-access) shown. "Try it out"
 * is offered only while `tryItOut` is on. Large: loaded only by the API reference page.
 */
export default function ApiReference({ document, tryItOut }: { document: OpenApiDocument; tryItOut: boolean }) {
  const dark = useDarkAppearance();
  const { modal } = App.useApp();
  const send = useMemo(() => sendingAfterConfirmation(document, modal), [document, modal]);
  return (
    <div className={dark ? `${styles.reference} ${styles.dark}` : styles.reference}>
      {/*
        Swagger UI reads its settings once, when it is made: switching makes it anew. The request it
        shows is the one before the token is added (and a declined call has no other).
      */}
      <SwaggerUI
        key={String(tryItOut)}
        spec={document}
        supportedSubmitMethods={tryItOut ? API_METHODS : []}
        requestInterceptor={send}
        showMutatedRequest={false}
        showExtensions
        filter
        docExpansion="list"
        deepLinking={false}
      />
    </div>
  );
}
