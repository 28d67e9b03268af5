import sanitizeHtml from 'sanitize-html';

/** Where a link may lead and an image come from: absolute addresses of these schemes only. */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https?:\/\//i;

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img',
    ...TABLE_TAGS,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Other tags go, their text stays; these go with what they hold.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // What editors and pasted text say in other words.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const link = href !== undefined && LINK_URL.test(href);
      return {
        tagName,
        attribs: {
          ...(link && { href, target: '_blank', rel: 'noopener noreferrer' }),
          ...(attribs.title !== undefined && { title: attribs.title }),
        },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      return { tagName, attribs: { ...attribs, src: src !== undefined && IMAGE_URL.test(src) ? src : '' } };
    },
  },
  // An image with nowhere safe to come from is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text (HTML) as it may be stored and shown to others: common formatting, lists, quotes, code,
 * tables, links (http, https, mailto; opened apart with `rel="noopener noreferrer"`) and images (http,
 * https). Scripts, styles, event handlers, frames and other schemes (`javascript:`, `data:`) go.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}


/** The text of rich text without its markup, spaces run together, shortened to `max` characters (… ending a cut). */
export function plainTextOf(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
