// Pagefind, the best-known search for static sites, over the same built pages as our index, for
// the search benchmark: indexes them with Pagefind's Node API (its binary ships in the npm package)
// and searches with Pagefind's own browser runtime, run in Node with a fetch that reads the files
// and counts the bytes each search makes the browser download.
import {copyFile, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';

// The same part of each page our index reads, without the same page furniture; Pagefind keeps code.
const ROOT_SELECTOR = 'article';
const EXCLUDED = ['nav', 'button', 'footer', '.hash-link', '.theme-doc-toc-mobile', 'thead'];
/** Results Pagefind's own UI loads first (it fetches further ones on "Load more"). */
export const PAGEFIND_FIRST_RESULTS = 5;

type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
};

export type PagefindAnswer = {routes: string[]; bytes: number; milliseconds: number};

export type PagefindSite = {
  /** A fresh runtime, as on a first visit: the routes found and the bytes the answer needed. */
  coldSearch(query: string): Promise<PagefindAnswer>;
  /** The same runtime each time, files already loaded. */
  warmSearch(query: string): Promise<PagefindAnswer>;
  close(): Promise<void>;
};

/** Pagefind over `pages` (each built HTML file with its route under the base path). */
export async function indexWithPagefind(pages: {file: string; route: string}[]): Promise<PagefindSite> {
  const outputPath = join(tmpdir(), `pagefind-bench-${process.pid}`);
  // Pagefind's package is ES modules only; the benchmark runs as CommonJS.
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error('Pagefind could not create an index');
  for (const {file, route} of pages) {
    await index.addHTMLFile({url: `/${route}`, content: await readFile(file, 'utf8')});
  }
  await index.writeFiles({outputPath});
  await pagefind.close();

  // Pagefind's runtime fetches its files relative to its own address; here they are on disk.
  let fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    fetched.push(url);
    return new Response(await readFile(fileURLToPath(url.replace(/\?.*$/, ''))));
  }) as typeof fetch;

  // What a browser downloads: pagefind.js is text (served gzipped); the index, fragments and
  // WebAssembly files are stored gzipped already.
  const sizes = new Map<string, number>();
  const sizeOf = async (url: string): Promise<number> => {
    const path = fileURLToPath(url.replace(/\?.*$/, ''));
    let size = sizes.get(path);
    if (size === undefined) {
      const body = await readFile(path);
      size = path.endsWith('.js') || path.endsWith('.json') ? gzipSync(body).length : body.length;
      sizes.set(path, size);
    }
    return size;
  };
  const runtimeUrl = pathToFileURL(join(outputPath, 'pagefind.js')).href;
  const runtimeBytes = await sizeOf(runtimeUrl);
  let loads = 0;
  const load = async (): Promise<PagefindModule> => {
    // A new module instance is a first visit: nothing loaded yet. (A copy under a new name, because
    // the module loader caches by file name whatever the query string.)
    const copy = join(outputPath, `pagefind.visit${loads++}.js`);
    await copyFile(join(outputPath, 'pagefind.js'), copy);
    const runtime = (await import(pathToFileURL(copy).href)) as PagefindModule;
    await runtime.options({basePath: pathToFileURL(`${outputPath}/`).href, baseUrl: '/'});
    await runtime.init();
    return runtime;
  };
  const run = async (runtime: PagefindModule, query: string, startBytes: number): Promise<PagefindAnswer> => {
    const started = performance.now();
    const {results} = await runtime.search(query);
    const data = await Promise.all(results.slice(0, PAGEFIND_FIRST_RESULTS).map((result) => result.data()));
    const milliseconds = performance.now() - started;
    const rest = await Promise.all(results.slice(PAGEFIND_FIRST_RESULTS, 10).map((result) => result.data()));
    const routes = [...data, ...rest].map(({url}) => url.replace(/^\//, ''));
    return {routes, bytes: startBytes, milliseconds};
  };
  const warm = await load();

  return {
    async coldSearch(query) {
      fetched = [];
      const runtime = await load();
      const started = performance.now();
      const {results} = await runtime.search(query);
      await Promise.all(results.slice(0, PAGEFIND_FIRST_RESULTS).map((result) => result.data()));
      const milliseconds = performance.now() - started;
      let bytes = runtimeBytes;
      for (const url of new Set(fetched)) bytes += await sizeOf(url);
      const answer = await run(runtime, query, bytes);
      return {...answer, milliseconds};
    },
    warmSearch: (query) => run(warm, query, 0),
    async close() {
      globalThis.fetch = realFetch;
      await rm(outputPath, {recursive: true, force: true});
    },
  };
}
