// Keeps Prism out of every page's JavaScript (see src/theme/CodeBlock/Content): in the browser
// bundle, the classic theme's client module that loads Prism and its extra languages at start-up is
// swapped for an empty one and the code highlighter is loaded on demand, while the server bundle
// highlights as before. Code token colours come from this stylesheet instead of inline styles, for
// both colour modes.
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {moduleAliasKey} from '../lib/moduleAlias';

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * CSS for one colour mode: the code block's text and background variables (over the inline values the
 * code block container renders for the theme it was first rendered in), then each token type's
 * colour and style.
 */
export function tokenCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const plain = Object.entries(theme.plain)
    .filter(([property]) => property === 'color' || property === 'backgroundColor')
    .map(([property, value]) => `--prism-${kebab(property)}:${String(value)}!important`)
    .join(';');
  return `html[data-theme='${mode}'] .theme-code-block{${plain}}` + theme.styles
    .map(({types, style, languages}) => {
      const scopes = languages?.map((language) => ` .language-${language}`) ?? [''];
      const selector = scopes
        .flatMap((scope) => types.map((type) => `html[data-theme='${mode}']${scope} .token.${type}`))
        .join(',');
      const declarations = Object.entries(style)
        .map(([property, value]) => `${kebab(property)}:${String(value)}`)
        .join(';');
      return `${selector}{${declarations}}`;
    })
    .join('');
}

export default function prismOnDemandPlugin(
  context: LoadContext,
  {light, dark}: {light: PrismTheme; dark: PrismTheme},
): Plugin {
  const startupModule = moduleAliasKey('@docusaurus/theme-classic', 'prism-include-languages');
  const empty = join(context.siteDir, 'src/plugins/prism-on-demand/empty.ts');
  const content = join(context.siteDir, 'src/theme/CodeBlock/Content');
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {resolve: {alias: {'@draupnir/code-highlighter$': join(content, 'Highlighted.tsx')}}};
      }
      return {
        resolve: {
          alias: {
            [startupModule]: empty,
            '@draupnir/code-highlighter$': join(content, 'LazyHighlighted.tsx'),
          },
        },
      };
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenCss(light, 'light') + tokenCss(dark, 'dark')}]};
    },
  };
}
