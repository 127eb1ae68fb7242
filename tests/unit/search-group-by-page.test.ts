// The search box's results come grouped by page, so the modal (which groups hits under lvl0, each
// group where its first hit ranks) shows pages in the order the engine ranks them.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {groupedByPage, groupingByPage} from '../../src/lib/search/groupByPage';
import {pagesAsShown} from '../../scripts/lib/searchRelevance';

const hit = (section: string, title: string, heading: string | null = null) => ({
  url: `https://example.org/${title.replace(/\W+/g, '-')}#${heading ?? ''}`,
  hierarchy: {lvl0: section, lvl1: title, lvl2: heading},
  _highlightResult: {
    hierarchy: {
      lvl0: {value: section, matchLevel: 'none', matchedWords: []},
      lvl1: {value: `<mark>${title}</mark>`, matchLevel: 'full', matchedWords: [title]},
    },
  },
});

test("a hit is grouped under its page's title, named in plain text", () => {
  const grouped = groupedByPage(hit("Moderators' guide", 'Command reference', 'ban'));
  assert.equal(grouped.hierarchy.lvl0, 'Command reference');
  assert.deepEqual(grouped._highlightResult.hierarchy.lvl0, {value: 'Command reference', matchLevel: 'none', matchedWords: []});
  assert.equal(grouped.hierarchy.lvl2, 'ban');
  assert.deepEqual(grouped._highlightResult.hierarchy.lvl1, hit('', 'Command reference')._highlightResult.hierarchy.lvl1);
});

test('pages of one sidebar section no longer come before a better page of another', async () => {
  // The engine's order: a guide page, the configuration reference, then two more guide pages.
  const ranked = [
    hit("Moderators' guide", 'Managing users', 'Ban users'),
    hit('Bot mode', 'Configuration reference', 'verboseLogging'),
    hit("Moderators' guide", 'Command reference', 'ban'),
    hit("Moderators' guide", 'Managing users', 'Kick users'),
  ];
  const client = groupingByPage({search: async () => ({results: [{hits: ranked, nbHits: ranked.length}]})});
  const {results} = await client.search();
  const shown = (hits: typeof ranked) => pagesAsShown(hits.map((h) => ({route: h.hierarchy.lvl1, section: h.hierarchy.lvl0})));
  assert.deepEqual(shown(ranked), ['Managing users', 'Command reference', 'Configuration reference'], 'grouped by section, as before');
  assert.deepEqual(shown(results[0].hits), ['Managing users', 'Configuration reference', 'Command reference']);
  assert.equal(results[0].nbHits, 4);
});
