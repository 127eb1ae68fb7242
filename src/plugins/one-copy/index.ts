// The OpenAPI theme's request explorer bundles postman-code-generators, and that package is
// published with private node_modules folders inside seven of its language generators: seven
// copies of lodash and three each of faker, iconv-lite, postman-collection and the MIME tables,
// all shipped to the browser (postman-collection adds an eighth lodash of its own). This plugin
// resolves those packages, when required from inside postman-code-generators or
// postman-collection, to the one copy at the top of node_modules, which has the same major
// version (checked by tests/unit/one-copy.test.ts).
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/** Packages the explorer's libraries carry private copies of. */
export const SHARED_PACKAGES = [
  'lodash',
  '@faker-js/faker',
  'iconv-lite',
  'postman-collection',
  'postman-url-encoder',
  'mime-db',
  'mime-types',
  'mime-format',
  'liquid-json',
  'file-type',
  'http-reasons',
  'charset',
  'semver',
];

/** Files whose bare imports of SHARED_PACKAGES go to the top-level copy. */
export const IMPORTERS = /[\\/]node_modules[\\/](postman-code-generators|postman-collection)[\\/]/;

/** The folder of a package installed at the top of the site's node_modules. */
export function topLevelFolder(siteDir: string, name: string): string {
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
