// Without JavaScript the tab buttons cannot switch, so every tab panel is shown, one after the
// other, each under a thin rule; the tab list above still names the alternatives. Controls that
// only work with JavaScript (class `hide-without-js`, such as "Copy page as Markdown") are hidden.
import type {HtmlTagObject} from '@docusaurus/types';

export function noscriptHeadTag(): HtmlTagObject {
  return {
    tagName: 'noscript',
    attributes: {},
    innerHTML:
      '<style>[role="tabpanel"][hidden]{display:block!important}' +
      '[role="tabpanel"]+[role="tabpanel"]{border-top:1px solid var(--ifm-color-emphasis-300);padding-top:1rem}' +
      '.hide-without-js{display:none!important}</style>',
  };
}
