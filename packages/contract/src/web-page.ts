/**
 * What the built web page carries in place of the nonce of its scripts and styles (Vite's
 * `html.cspNonce`, apps/web/vite.config.ts): the server puts a fresh nonce there, and in the page's
 * Content-Security-Policy, in each answer of the page.
 */
export const CSP_NONCE_SLOT = 'csp-nonce-slot';
