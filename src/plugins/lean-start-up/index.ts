// Less main-thread work while a page starts, by swapping three small client modules in the browser
// bundle for our own, with the same contracts: @docusaurus/core's prefetch helper (prefetch.ts: each
// file asked for once), and theme-common's useWindowSize (useWindowSize.ts: its first answer applied
// in a transition) and useCodeWordWrap (useCodeWordWrap.ts: a block measured only near the screen).
// The server bundle keeps the originals.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * Alias key for a file in a package's lib/ folder, matched however it is imported. The packages'
 * "exports" hide these files from require.resolve, so the path starts from the package's entry.
 */
const moduleKey = (packageName: string, file: string) => `${join(dirname(require.resolve(packageName)), file)}$`;

export default function leanStartUpPlugin(context: LoadContext): Plugin {
  const here = join(context.siteDir, 'src/plugins/lean-start-up');
  return {
    name: 'lean-start-up',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [moduleKey('@docusaurus/core/lib/client/docusaurus.js', 'prefetch')]: join(here, 'prefetch.ts'),
            [moduleKey('@docusaurus/theme-common', 'hooks/useWindowSize')]: join(here, 'useWindowSize.ts'),
            [moduleKey('@docusaurus/theme-common', 'hooks/useCodeWordWrap')]: join(here, 'useCodeWordWrap.ts'),
          },
        },
      };
    },
  };
}
