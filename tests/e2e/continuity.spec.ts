// Every path the old documentation site published or others link to (data/continuity/
// inbound-paths.txt) still reaches a page, directly or through a redirect page, and every section
// id of the old site's last version (old-heading-anchors.txt) exists on the page its path reaches.
// A page moved without a redirect (config/redirects.ts) or a heading renamed without keeping its
// old id (config/oldAnchors.ts) fails here.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import type {APIRequestContext} from '@playwright/test';
import {STATIC_HOST_PORT} from '../support/ports';
import {BASE, expect, open, test, url} from '../support/site';

const lines = (file: string): string[] =>
  readFileSync(`data/continuity/${file}`, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);

// Licensing metadata of the old repository's files: never pages, nothing links to them.
const LICENSING_METADATA = /(^|\/)REUSE\.toml$|\.license$/;
const PATHS = lines('inbound-paths.txt').filter((path) => !LICENSING_METADATA.test(path));
const ANCHORS = lines('old-heading-anchors.txt').map((line) => {
  const [path, id] = line.split('#');
  return {path, id};
});

type Reached = {status: number; finalPath: string; html: string; contentType: string};

/** Fetches a path on the GitHub Pages-like host and follows redirect pages as a browser would. */
async function reach(request: APIRequestContext, path: string): Promise<Reached> {
  let current = url(path);
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await request.get(`http://127.0.0.1:${STATIC_HOST_PORT}${current}`);
    const contentType = response.headers()['content-type'] ?? '';
    const html = contentType.startsWith('text/html') ? await response.text() : '';
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
    if (!refresh) return {status: response.status(), finalPath: current, html, contentType};
    current = new URL(refresh, `http://127.0.0.1${current}`).pathname;
  }
  throw new Error(`${path}: more than two redirects in a row`);
}

/**
 * The ids of the elements in the page's article. Read from the tags' text: the same ids as a parsed
 * page's `article [id]` on every page of the build, in a fiftieth of the time (text inside the page
 * writes `<` as `&lt;`, so every `<` followed by a letter starts a tag).
 */
function articleIds(html: string): Set<string> {
  const start = html.indexOf('<article');
  const article = start === -1 ? '' : html.slice(html.indexOf('>', start) + 1, html.lastIndexOf('</article>'));
  return new Set(Array.from(article.matchAll(/<[a-z][a-z0-9-]*\b[^>]*?\sid=(?:"([^"]*)"|([^\s>]+))/gi), ([, quoted, bare]) => quoted ?? bare));
}

test.describe('old paths and section links', () => {
  test.use({baseURL: `http://127.0.0.1:${STATIC_HOST_PORT}`});

  test('every inbound path reaches a page, itself or by redirect', async ({request}) => {
    const dead: string[] = [];
    for (const path of PATHS) {
      const reached = await reach(request, path);
      if (reached.status !== 200 && !(path === '/404.html' && reached.status === 404)) {
        dead.push(`${path} → ${reached.finalPath}: HTTP ${reached.status}`);
      }
    }
    expect(dead, 'paths that no longer reach a page: add a redirect in config/redirects.ts').toEqual([]);
  });

  test('every old section id exists on the page its path reaches', async ({request}) => {
    // Each page is fetched and read once, for all its ids: parsing the page again for each of the
    // 296 ids took longer than the test's limit on a busy 2-core machine.
    const pages = new Map<string, Promise<{finalPath: string; ids: Set<string>}>>();
    const idsOn = async (path: string) => {
      const reached = await reach(request, path);
      return {finalPath: reached.finalPath, ids: articleIds(reached.html)};
    };
    const missing: string[] = [];
    for (const {path, id} of ANCHORS) {
      if (!pages.has(path)) pages.set(path, idsOn(path));
      const {finalPath, ids} = await pages.get(path)!;
      if (!ids.has(id)) missing.push(`${path}#${id} (${finalPath})`);
    }
    expect(missing, 'old ids with no element: map them in config/oldAnchors.ts').toEqual([]);
  });
});

test.describe('structured data', () => {
  test.use({baseURL: `http://127.0.0.1:${STATIC_HOST_PORT}`});

  test('every breadcrumb search engines read is an address the site serves', async ({request}) => {
    const pages = readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
    const items = new Set<string>();
    for (const file of pages) {
      const $ = load(readFileSync(join('build', file), 'utf8'));
      $('script[type="application/ld+json"]').each((_, script) => {
        const data = JSON.parse($(script).text()) as {'@type'?: string; itemListElement?: {item: string}[]};
        if (data['@type'] === 'BreadcrumbList') data.itemListElement?.forEach(({item}) => items.add(new URL(item).pathname));
      });
    }
    expect(items.size, 'breadcrumb addresses found').toBeGreaterThan(10);
    const broken: string[] = [];
    for (const path of items) {
      const response = await request.get(path);
      if (response.status() !== 200 || (path.endsWith('/') && path !== BASE)) broken.push(`${path}: HTTP ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('a reader following an old link', () => {
  test('an old /docs/ path with a query and an old section id lands on that section', async ({page}) => {
    await page.goto(url('docs/bot/setup?from=readme#installation'));
    await expect(page).toHaveURL(url('bot/setup?from=readme#installation'));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const section = page.locator('h2, h3').filter({has: page.locator('[id="installation"]')});
    await expect(section).toBeInViewport();
  });

  // The second pair sits below a diagram, which must not push the section out of place.
  const PAIRS = [
    {page: 'moderator/managing-users', oldId: 'the-ban-command', id: 'ban-a-user'},
    {page: 'concepts/power-levels', oldId: 'see-also', id: 'related-pages'},
  ];
  for (const {page: path, oldId, id} of PAIRS) {
    test(`#${oldId} on /${path} scrolls exactly as #${id} does`, async ({page}) => {
      const position = async (hash: string) => {
        await open(page, `${path}#${hash}`);
        const heading = page.locator(`h2[id="${id}"], h3[id="${id}"]`);
        await expect(heading).toBeInViewport();
        return heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      };
      const current = await position(id);
      // Leaving while the page still prefetches its links' code would cancel those requests,
      // which the fixture counts as failures: leave once the network is quiet.
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
      expect(await position(oldId)).toBe(current);
    });
  }
});
