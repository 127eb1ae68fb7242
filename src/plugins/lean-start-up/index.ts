// Less main-thread work while a page starts, by swapping six client modules in the browser bundle
// for our own, with the same contracts. The server bundle keeps the originals.
// - @docusaurus/core's prefetch helper (prefetch.ts): each file asked for once.
// - core's browser context (browserContext.tsx): "hydrated" announced in a transition.
// - theme-common's useWindowSize (useWindowSize.ts): its first answer applied in a transition.
// - theme-common's useCodeWordWrap (useCodeWordWrap.ts): a block measured only near the screen.
// - theme-common's reactUtils (reactUtils.ts): no localeCompare, whose first call costs tens of ms.
// - crypto-js's index (cryptoJs.ts): only the SHA-1 the OpenAPI theme calls, not every cipher.
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
            [moduleAliasKey('@docusaurus/core/lib/client/docusaurus.js', 'browserContext')]: join(here, 'browserContext.tsx'),
            [moduleAliasKey('@docusaurus/theme-common', 'hooks/useWindowSize')]: join(here, 'useWindowSize.ts'),
            [moduleAliasKey('@docusaurus/theme-common', 'hooks/useCodeWordWrap')]: join(here, 'useCodeWordWrap.ts'),
            [moduleAliasKey('@docusaurus/theme-common', 'utils/reactUtils')]: join(here, 'reactUtils.ts'),
            'crypto-js$': join(here, 'cryptoJs.ts'),
          },
        },
      };
    },
  };
}
