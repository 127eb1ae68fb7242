// Static hosts serve `page.html` for `/page.html` (and 404.html for `/page/index.html`); the app
// shows the right page either way. This inline script also drops the suffix from the address bar
// before the app starts, so links, the active sidebar item and shared URLs use the clean path.
import type {HtmlTagObject} from '@docusaurus/types';

/** The clean path for a pathname ending in `.html` or `/index.html`; the base path keeps its slash. */
export function withoutHtmlSuffix(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, '');
  return path === baseUrl.replace(/\/$/, '') ? baseUrl : path;
}

export function htmlSuffixHeadTag(baseUrl: string): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){var clean=${withoutHtmlSuffix.toString()};var l=window.location,p=clean(l.pathname,${JSON.stringify(baseUrl)});if(p!==l.pathname){window.history.replaceState(window.history.state,'',p+l.search+l.hash);}})();`,
  };
}
