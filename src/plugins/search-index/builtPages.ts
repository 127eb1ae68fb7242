// Finds the built HTML page behind each route (or each page of a build directory), leaving out
// pages that are not documentation: the 404 page, the search page and the test-only routes.
import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';

export type BuiltPage = {
  /** Path of the HTML file. */
  file: string;
  /** Absolute URL of the page, or undefined to take it from the page's canonical link. */
  url?: string;
};

export type SiteLocation = {
  /** Site origin, e.g. https://the-draupnir-project.github.io */
  url: string;
  /** Base path with leading and trailing slash. */
  baseUrl: string;
  /** The search page's path under the base URL. */
  searchPagePath: string;
};

function isIndexed(pathFromBase: string, searchPagePath: string): boolean {
  const path = pathFromBase.replace(/\.html$/, '').replace(/\/$/, '');
  return path !== '404' && path !== searchPagePath && !path.startsWith('__test__/') && path !== '__test__';
}

/** Every .html file under `dir`, as sorted paths. */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A route `/base/x/y` is `outDir/x/y.html` (or `x/y/index.html`); the base route is `index.html`. */
export function pagesFromRoutes(outDir: string, routesPaths: string[], site: SiteLocation): BuiltPage[] {
  const pages = new Map<string, BuiltPage>();
  for (const route of routesPaths) {
    if (!route.startsWith(site.baseUrl)) continue;
    const path = route.slice(site.baseUrl.length);
    if (!isIndexed(path, site.searchPagePath)) continue;
    const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [`${path}.html`, `${path}/index.html`];
    const file = candidates.map((candidate) => join(outDir, candidate)).find((candidate) => existsSync(candidate));
    if (file) pages.set(file, {file, url: `${site.url.replace(/\/$/, '')}${route}`});
  }
  return [...pages.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** Every page of a build directory; URLs come from each page's canonical link. */
export async function pagesFromOutDir(outDir: string, searchPagePath = 'search'): Promise<BuiltPage[]> {
  const files = await htmlFilesUnder(outDir);
  return files
    .filter((file) => isIndexed(relative(outDir, file).split(sep).join('/'), searchPagePath))
    .map((file) => ({file}));
}
