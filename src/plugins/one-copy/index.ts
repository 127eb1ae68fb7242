// The OpenAPI theme's request explorer bundles postman-code-generators and postman-collection.
// The lock file gives each of them a private, older lodash (4.17) beside the site's own (4.18),
// and postman-collection a private semver too, so the browser got three copies of lodash. This
// plugin resolves those two packages, when required from inside either library, to the one copy
// at the top of node_modules, which has the same major version (tests/unit/one-copy.test.ts reads
// both from package-lock.json). `npm run bench:weight`: an API page's gzipped JS went from 829.0 to
// 805.1 KB.
import {createRequire} from 'node:module';
import {dirname} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/** Packages the explorer's libraries carry private copies of, in package-lock.json. */
export const SHARED_PACKAGES = ['lodash', 'semver'];

/** Files whose bare imports of SHARED_PACKAGES go to the top-level copy. */
export const IMPORTERS = /[\\/]node_modules[\\/](postman-code-generators|postman-collection)[\\/]/;

/** The folder of a package installed at the top of the site's node_modules. */
function topLevelFolder(siteDir: string, name: string): string {
  return dirname(require.resolve(`${name}/package.json`, {paths: [siteDir]}));
}

export default function oneCopyPlugin(context: LoadContext): Plugin {
  const alias = Object.fromEntries(
    SHARED_PACKAGES.map((name) => [name, topLevelFolder(context.siteDir, name)]),
  );
  return {
    name: 'one-copy',
    configureWebpack() {
      return {module: {rules: [{test: IMPORTERS, resolve: {alias}}]}};
    },
  };
}
