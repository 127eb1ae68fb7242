// The tag that tells the browser where this build's hashed index file is, so finding it costs no
// extra request.
export const INDEX_META_NAME = 'draupnir:search-index';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const EXISTING_TAG = new RegExp(`<meta name="${INDEX_META_NAME}" content="[^"]*">`);

/**
 * Adds (or replaces) the tag at the end of the head: before </head>, or before <body> when the HTML
 * minifier of Docusaurus Faster has dropped the optional </head>. Other pages are returned unchanged.
 */
export function withIndexMetaTag(html: string, indexHref: string): string {
  const tag = `<meta name="${INDEX_META_NAME}" content="${escapeAttribute(indexHref)}">`;
  if (EXISTING_TAG.test(html)) return html.replace(EXISTING_TAG, tag);
  const closingHead = html.indexOf('</head>');
  const headEnd = closingHead === -1 ? html.indexOf('<body') : closingHead;
  return headEnd === -1 ? html : `${html.slice(0, headEnd)}${tag}${html.slice(headEnd)}`;
}
