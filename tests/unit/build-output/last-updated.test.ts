// Each page shows the date of the last commit that changed it, and the sitemap carries the same
// date. Without the whole git history (a tarball, a shallow clone) no page shows a date.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {hasFullGitHistory, lastCommitDate} from '../../../config/lastUpdate';
import {isSearchPage, pageDocument, sitemapLastmods, sitemapPages} from '../../support/builtSite';

const ROOT = join(__dirname, '../../..');
const EDIT_PREFIX = 'https://github.com/the-draupnir-project/draupnir-documentation/edit/main/';
const OPENAPI_FILE = 'openapi/draupnir.yaml';
const history = hasFullGitHistory(ROOT);
const pages = sitemapPages();
const lastmods = sitemapLastmods();

/** The file a page is made from: its "Edit this page" link, or the OpenAPI description for API pages. */
function sourceOf(page: (typeof pages)[number], editLink: string | undefined): string | undefined {
  if (page.path.startsWith('api/')) return OPENAPI_FILE;
  return editLink?.startsWith(EDIT_PREFIX) ? editLink.slice(EDIT_PREFIX.length) : undefined;
}

test(history ? 'every doc and API page shows the date of the last commit that changed it' : 'without the whole git history no page shows a date', () => {
  const problems: string[] = [];
  let dated = 0;
  for (const page of pages) {
    const $ = pageDocument(page);
    const shown = $('time[itemprop="dateModified"]').attr('datetime');
    const source = sourceOf(page, $('a.theme-edit-this-page').attr('href'));
    const expected = history && source ? lastCommitDate(ROOT, source) : undefined;
    if (shown !== expected) problems.push(`${page.url}: shows ${shown}, ${source ?? 'no source'} was last changed ${expected}`);
    if (shown) dated += 1;
    if (history && source && !isSearchPage(page) && !$('.theme-last-updated').text().startsWith('Last updated on ')) problems.push(`${page.url}: no "Last updated on"`);
  }
  assert.deepEqual(problems, []);
  if (history) assert.ok(dated > 70, `${dated} pages show a date`);
});

test('the sitemap gives each page the date it shows', () => {
  for (const page of pages) {
    const shown = pageDocument(page)('time[itemprop="dateModified"]').attr('datetime');
    assert.equal(lastmods.get(page.url), shown?.slice(0, 10), page.url);
  }
});
