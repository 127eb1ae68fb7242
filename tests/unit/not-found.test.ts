// The not-found page's suggestions: the words it reads from a requested path and how it ranks pages.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pathWords, rankSuggestions, type PageHit} from '../../src/lib/notFoundSuggestions';

const BASE = '/draupnir-documentation/';

test('path words: split on separators and camel case, without the base path and address noise', () => {
  assert.deepEqual(pathWords(`${BASE}bot/moderator-commands`, BASE), ['bot', 'moderator', 'commands']);
  assert.deepEqual(pathWords(`${BASE}docs/bot/setup_docker.html`, BASE), ['bot', 'setup', 'docker']);
  assert.deepEqual(pathWords(`${BASE}protections/mentionLimit`, BASE), ['protections', 'mention', 'limit']);
});

test('path words: a malformed escape, a huge word and markup leave only plain words', () => {
  assert.deepEqual(pathWords(`${BASE}%E0%A4%A`, BASE), ['e0', 'a4']);
  assert.deepEqual(pathWords(`${BASE}${'a'.repeat(4096)}`, BASE), []);
  assert.deepEqual(pathWords(`${BASE}%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, BASE), ['img', 'src', 'onerror', 'alert']);
});

const page = (url: string, title = url): PageHit => ({url, title, section: null});

test('ranking: a page whose address holds the words comes before pages that only mention them', () => {
  const words = ['bot', 'moderator', 'commands'];
  const hits = [
    [page('/bot/setup'), page('/bot/starting_draupnir')],
    [page('/concepts/management-room'), page('/moderator/commands')],
    [page('/bot/starting_draupnir'), page('/moderator/commands')],
  ];
  const ranked = rankSuggestions(words, hits).map((suggestion) => suggestion.url);
  assert.equal(ranked[0], '/moderator/commands');
  assert.deepEqual(new Set(ranked), new Set(['/moderator/commands', '/bot/starting_draupnir', '/bot/setup', '/concepts/management-room']));
});

test('ranking: at most five pages, each once, even when a word finds it many times', () => {
  const many = Array.from({length: 9}, (_, i) => page(`/p${i}`));
  const ranked = rankSuggestions(['word'], [[page('/p0'), page('/p0'), ...many]]);
  assert.equal(ranked.length, 5);
  assert.equal(new Set(ranked.map((suggestion) => suggestion.url)).size, 5);
  assert.equal(ranked[0].url, '/p0');
});
