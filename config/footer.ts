// The footer: its links, and the two layouts the theme can render from them.
import type {Footer, FooterLinkItem, FooterLogo} from '@docusaurus/theme-common';
import {DOCS_REPO, DRAUPNIR_REPO, MATRIX_ROOM, RELEASE_NOTES} from './project';

/** `columns`: titled columns of links. `row`: one line of links separated by middle dots. */
export type FooterLayout = 'columns' | 'row';

export const COPYRIGHT = 'Copyright © 2025 The Draupnir Project';

const community: FooterLinkItem[] = [
  {label: 'Matrix room #draupnir:matrix.org', href: MATRIX_ROOM},
  {label: 'Issue tracker', href: `${DRAUPNIR_REPO}/issues`},
];

const more: FooterLinkItem[] = [
  {label: 'Draupnir on GitHub', href: DRAUPNIR_REPO},
  {label: 'Release notes', href: RELEASE_NOTES},
  {label: 'Documentation source', href: DOCS_REPO},
];

export function buildFooter(layout: FooterLayout, logo?: FooterLogo): Footer {
  return {
    style: 'dark',
    links:
      layout === 'columns'
        ? [
            {title: 'Community', items: community},
            {title: 'More', items: more},
          ]
        : [...community, ...more],
    ...(logo && {logo}),
    copyright: COPYRIGHT,
  };
}
