import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Where a page's policy names the nonce of its answer; helmet checks the directives with it in place. */
const NONCE = '{nonce}';

/**
 * What a document of ours may load and run: scripts only from the console's files or with the page's
 * nonce (no inline script, no eval), styles likewise (antd writes its styles with the nonce), calls
 * and sockets to the console itself. Pictures may also come from data and blob addresses (icons in
 * style sheets, stored images shown from memory) and from other sites (the logos and icons
 * administrators give websites and applications, avatars of social accounts, images in rich text):
 * a picture runs nothing. Nothing may frame a page of the console.
 */
const directivesOf = (nonce: string[]) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...nonce],
  'style-src': ["'self'", ...nonce],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * helmet's configuration, stated header by header rather than taken from its defaults. Left out: the
 * opener policy (a connected website may open the sign-in and consent pages in a pop-up and must hear
 * back from it), the embedder policy (nothing here embeds other sites), and the headers only old
 * browsers read (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control).
 */
const optionsOf = (hsts: boolean, nonce: string[]): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: directivesOf(nonce) },
  xFrameOptions: { action: 'deny' },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // A year, for this host alone: other hosts of the domain may still be served over plain http.
  strictTransportSecurity: hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  originAgentCluster: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  xPoweredBy: false,
});

/**
 * The headers helmet sets with these options. They are the same for every answer, so helmet runs
 * once, at start, on a response that only records them: run for each request (as @fastify/helmet
 * does), it more than doubled the cost of a small answer (docs/decisions.md).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export const CONTENT_SECURITY_POLICY = 'content-security-policy';

export interface SecurityHeaders {
  /** Every answer's headers but its policy. */
  readonly everyAnswer: Readonly<Record<string, string>>;
  /** The policy of an answer that is no page of ours (the API, files, probes). */
  readonly policy: string;
  /** The policy of an answer of the web app's page, whose scripts and styles carry this nonce. */
  pagePolicy(nonce: string): string;
}

export function securityHeaders({ hsts }: { hsts: boolean }): SecurityHeaders {
  const { [CONTENT_SECURITY_POLICY]: policy = '', ...everyAnswer } = headersOf(optionsOf(hsts, []));
  const pageParts = (headersOf(optionsOf(hsts, [`'nonce-${NONCE}'`]))[CONTENT_SECURITY_POLICY] ?? '').split(NONCE);
  return { everyAnswer, policy, pagePolicy: (nonce) => pageParts.join(nonce) };
}
