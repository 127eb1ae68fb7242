// The navbar: title, logo, the Draupnir version badge and the source link. The theme adds the
// search button on the right because no item of type `search` is listed.
import type {Navbar} from '@docusaurus/theme-common';
import {DRAUPNIR_REPO, DRAUPNIR_VERSION, RELEASE_NOTES} from './project';

export const navbar = {
  title: 'Draupnir',
  logo: {
    alt: 'Draupnir logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {
      // Rendered by src/theme/NavbarItem/DraupnirVersionNavbarItem.tsx
      type: 'custom-draupnirVersion',
      position: 'right',
      version: DRAUPNIR_VERSION,
      href: RELEASE_NOTES,
    },
    {
      href: DRAUPNIR_REPO,
      position: 'right',
      label: 'GitHub',
      'aria-label': 'Draupnir source code on GitHub',
    },
  ],
} satisfies Navbar;
