// Less main-thread work while a page starts, by swapping three small client modules in the browser
// bundle for our own, with the same contracts: @docusaurus/core's prefetch helper (prefetch.ts: each
// file asked for once), and theme-common's useWindowSize (useWindowSize.ts: its first answer applied
// in a transition) and useCodeWordWrap (useCodeWordWrap.ts: a block measured only near the screen).
// The server bundle keeps the originals.
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleAliasKey} from '../lib/moduleAlias';

export default function leanStartUpPlugin(context: LoadContext): Plugin {
  const here = join(context.siteDir, 'src/plugins/lean-start-up');
  return {
    name: 'lean-start-up',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [moduleAliasKey('@docusaurus/core/lib/client/docusaurus.js', 'prefetch')]: join(here, 'prefetch.ts'),
            [moduleAliasKey('@docusaurus/theme-common', 'hooks/useWindowSize')]: join(here, 'useWindowSize.ts'),
            [moduleAliasKey('@docusaurus/theme-common', 'hooks/useCodeWordWrap')]: join(here, 'useCodeWordWrap.ts'),
          },
        },
      };
    },
  };
}
