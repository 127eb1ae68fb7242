// Names each page's own JavaScript in its HTML, so the browser fetches it alongside main.js instead
// of waiting for main.js to run, find the page's route and only then request its chunks.
// Docusaurus picks a page's scripts by asking the client manifest for the modules the page rendered
// (module paths such as "@site/docs/bot/setup.md"), but the manifest keys route chunks by chunk name
// ("0551bc72"), so without this no page's HTML names them. Once the client build has written the
// manifest, each module path in the generated route registry becomes a second key for its chunks,
// together with any named chunk that pages made from that module always load (`companions`).
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

type Manifest = {origins: Record<string, string[]>};

/** A chunk, by its webpackChunkName, that every page rendered from a matching module loads at once. */
export type Companion = {module: RegExp; chunkName: string};

// A registry line: "0551bc72": [() => import(/* webpackChunkName: "0551bc72" */ "@site/docs/x.md"), …
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/gm;

/** The chunk name of each module path that the route registry loads on demand. */
export function chunkNamesByModule(registrySource: string): Map<string, string> {
  return new Map(Array.from(registrySource.matchAll(REGISTRY_ENTRY), ([, chunkName, modulePath]) => [modulePath, chunkName]));
}

/** The manifest with every module path added as a key for its own chunks and its companions'. */
export function withModuleOrigins(manifest: Manifest, chunkNames: Map<string, string>, companions: Companion[] = []): Manifest {
  const origins = {...manifest.origins};
  for (const [modulePath, chunkName] of chunkNames) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    const extra = companions.filter(({module}) => module.test(modulePath)).flatMap(({chunkName: name}) => manifest.origins[name] ?? []);
    origins[modulePath] = [...new Set([...chunks, ...extra])];
  }
  return {...manifest, origins};
}

export default function routeChunksPlugin(context: LoadContext, {companions = []}: {companions?: Companion[]} = {}): Plugin {
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = join(context.generatedFilesDir, 'registry.js');
  const addModuleOrigins = () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    for (const {chunkName} of companions) {
      if (!manifest.origins[chunkName]) throw new Error(`route-chunks: the client build has no chunk named "${chunkName}".`);
    }
    const chunkNames = chunkNamesByModule(readFileSync(registryPath, 'utf8'));
    if (chunkNames.size === 0) throw new Error(`route-chunks: read no routes from ${registryPath}; has its format changed?`);
    writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, chunkNames, companions), null, 2));
  };
  return {
    name: 'route-chunks',
    configureWebpack(config, isServer) {
      // Only a production client build writes the manifest; the dev server has none.
      if (isServer || config.mode !== 'production') return {};
      // The manifest is written while assets are emitted; afterEmit runs once that is done.
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('route-chunks', addModuleOrigins);
        },
      };
      return {plugins: [plugin]};
    },
  };
}
