import type { ComponentProps } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { getToken } from '../../lib/storage.ts';
import { useDarkAppearance } from '../../stores/settings.store.ts';
import styles from './api-reference.module.css';

type RequestInterceptor = NonNullable<ComponentProps<typeof SwaggerUI>['requestInterceptor']>;

/** "Try it out" calls go out as the signed-in user, whose permissions the server checks as always. */
const withSessionToken: RequestInterceptor = (request) => {
  const token = getToken();
  if (token) request.headers = { ...request.headers, Authorization: token };
  return request;
};

/** Swagger UI over the document, with each operation's extensions (its x-access) shown. Large: loaded only by the API reference page. */
export default function ApiReference({ document }: { document: object | string }) {
  const dark = useDarkAppearance();
  return (
    <div className={dark ? styles.dark : undefined}>
      <SwaggerUI spec={document} requestInterceptor={withSessionToken} showExtensions filter docExpansion="list" deepLinking={false} />
    </div>
  );
}
