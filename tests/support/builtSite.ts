// The production build that the build-output tests read (`npm run build:test` writes build/): its
// pages, listed by the sitemap, with each page's HTML and Markdown copy.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

export const BUILD_DIR = join(__dirname, '../../build');
export const SITE = 'https://the-draupnir-project.github.io';
export const BASE = '/draupnir-documentation/';

export type BuiltPage = {
  /** The page's absolute URL, as the sitemap lists it. */
  url: string;
  /** The route below the base path: '' for the home page. */
  path: string;
};

export function readBuilt(file: string): string {
  const full = join(BUILD_DIR, file);
  if (!existsSync(join(BUILD_DIR, 'sitemap.xml'))) throw new Error('No build in build/: run `npm run build:test` first.');
  return readFileSync(full, 'utf8');
}

/** Every page the sitemap lists, in its order. */
export function sitemapPages(): BuiltPage[] {
  return Array.from(readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g), ([, url]) => ({
    url,
    path: url.slice(`${SITE}${BASE}`.length),
  }));
}

/** The sitemap's lastmod of each page, by URL. */
export function sitemapLastmods(): Map<string, string | undefined> {
  return new Map(
    Array.from(readBuilt('sitemap.xml').matchAll(/<url>(.*?)<\/url>/g), ([, entry]) => [
      /<loc>([^<]+)<\/loc>/.exec(entry)![1],
      /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
    ]),
  );
}

export const htmlFileOf = (page: BuiltPage): string => (page.path === '' ? 'index.html' : `${page.path}.html`);
export const markdownFileOf = (page: BuiltPage): string => (page.path === '' ? 'index.md' : `${page.path}.md`);

const documents = new Map<string, CheerioAPI>();

/** The page's parsed HTML (parsed once per test file). */
export function pageDocument(page: BuiltPage): CheerioAPI {
  const file = htmlFileOf(page);
  if (!documents.has(file)) documents.set(file, load(readBuilt(file)));
  return documents.get(file)!;
}

/** The search page is a search form: it has a card, but no Markdown copy and no place in llms.txt. */
export const isSearchPage = (page: BuiltPage): boolean => page.path === 'search';
