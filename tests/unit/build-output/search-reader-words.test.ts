// The reader-word table (src/lib/search/readerWords.ts) against the built search index: every word
// it points a reader to is a word the site uses, so no entry silently matches nothing after a page
// changes its wording.
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {test} from 'node:test';
import {READER_WORDS} from '../../../src/lib/search/readerWords';
import {createSectionIndex} from '../../../src/lib/search/sectionIndex';
import type {SearchIndexFile} from '../../../src/lib/search/searchIndexFormat';
import {BUILD_DIR, readBuilt} from '../../support/builtSite';

test('every word the reader-word table points to is a word of the built site', () => {
  const [indexFile] = readdirSync(BUILD_DIR).filter((name) => /^search-index\.[0-9a-f]{8}\.json$/.test(name));
  const index = createSectionIndex(JSON.parse(readBuilt(indexFile)) as SearchIndexFile);
  const siteWords = new Set(Object.values(READER_WORDS).flat());
  const missing = Array.from(siteWords).filter((word) => !index.plan(`${word} `).candidates[0]?.some((candidate) => candidate.kind === 'exact'));
  assert.deepEqual(missing, [], 'words in readerWords.ts that no page uses any more');
});
