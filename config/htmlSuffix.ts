// Static hosts serve `page.html` for `/page.html` (and 404.html for `/page/index.html`); the app
// shows the right page either way. This inline script also drops the suffix from the address bar
// before the app starts, so links, the active sidebar item and shared URLs use the clean path, and
// re-escapes a malformed percent escape, which would otherwise crash the router (a URIError).
import type {HtmlTagObject} from '@docusaurus/types';

/** The clean path for a pathname ending in `.html` or `/index.html`; the base path keeps its slash. */
export function withoutHtmlSuffix(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, '');
  return path === baseUrl.replace(/\/$/, '') ? baseUrl : path;
}

/** A pathname the router can decode: a malformed escape such as `%E0%A4%A` keeps its text as `%25…`. */
export function decodablePath(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

export function htmlSuffixHeadTag(baseUrl: string): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){var clean=${withoutHtmlSuffix.toString()};var decodable=${decodablePath.toString()};var l=window.location,p=clean(decodable(l.pathname),${JSON.stringify(baseUrl)});if(p!==l.pathname){window.history.replaceState(window.history.state,'',p+l.search+l.hash);}})();`,
  };
}
