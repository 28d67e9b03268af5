/**
 * The nonce of this answer of the page, which the server put in Vite's `csp-nonce` meta (apps/web/vite.config.ts).
 * The page's policy refuses a style element without it: whatever adds one (antd's CSS-in-JS, the rich-text
 * editor) is given it. The browser hides the attribute once read; the property keeps it.
 */
export const CSP_NONCE = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
