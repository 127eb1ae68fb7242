// Every page of the build names its own preview card, and the card is there.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BASE, BUILD_DIR, SITE, pageDocument, sitemapPages} from '../../support/builtSite';

const pages = sitemapPages();

test('the sitemap lists the site', () => {
  assert.ok(pages.length > 80, `${pages.length} pages`);
});

test('every page names a 1200×630 PNG card of its own in its Open Graph and Twitter tags', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const $ = pageDocument(page);
    const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
    const image = meta('og:image');
    if (!image?.startsWith(`${SITE}${BASE}cards/`)) {
      problems.push(`${page.url}: og:image is ${image}`);
      continue;
    }
    const png = readFileSync(join(BUILD_DIR, image.slice(`${SITE}${BASE}`.length)));
    if (png.toString('latin1', 1, 4) !== 'PNG' || png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630) problems.push(`${page.url}: ${image} is not a 1200×630 PNG`);
    if (meta('og:image:width') !== '1200' || meta('og:image:height') !== '630') problems.push(`${page.url}: og:image width/height`);
    if (meta('og:image:type') !== 'image/png') problems.push(`${page.url}: og:image:type`);
    if (meta('twitter:image') !== image) problems.push(`${page.url}: twitter:image is ${meta('twitter:image')}`);
    const title = $('meta[property="og:title"]').attr('content')?.replace(/ \| Draupnir documentation$/, '');
    if (!title || !meta('og:image:alt')?.includes(title)) problems.push(`${page.url}: og:image:alt "${meta('og:image:alt')}" does not name "${title}"`);
  }
  assert.deepEqual(problems, []);
});

test('pages with different titles have different cards', () => {
  const cardByTitle = new Map<string, string>();
  for (const page of pages) {
    const $ = pageDocument(page);
    cardByTitle.set($('meta[property="og:title"]').attr('content')!, $('meta[property="og:image"]').attr('content')!);
  }
  assert.equal(new Set(cardByTitle.values()).size, cardByTitle.size);
});
