// The search box groups results under their page's title (src/lib/search/groupByPage.ts), so two
// pages with one title would show as one group, their hits mixed under one name.
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {test} from 'node:test';
import {createSectionIndex} from '../../../src/lib/search/sectionIndex';
import type {SearchIndexFile} from '../../../src/lib/search/searchIndexFormat';
import {BUILD_DIR, readBuilt} from '../../support/builtSite';

test('no two pages in the search index have the same title', () => {
  const [indexFile] = readdirSync(BUILD_DIR).filter((name) => /^search-index\.[0-9a-f]{8}\.json$/.test(name));
  const {file, sections} = createSectionIndex(JSON.parse(readBuilt(indexFile)) as SearchIndexFile);
  const pagesByTitle = new Map<string, string[]>();
  for (const {page, index, heading} of sections) {
    if (index === 0) pagesByTitle.set(heading, [...(pagesByTitle.get(heading) ?? []), file.p[page][0]]);
  }
  assert.ok(pagesByTitle.size > 50, `only ${pagesByTitle.size} page titles found: is the first section still the title?`);
  const shared = Array.from(pagesByTitle).filter(([, pages]) => pages.length > 1);
  assert.deepEqual(shared, [], 'titles shared by several pages');
});
