import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import {buildIndexFiles, toAlgoliaRecords, type SearchIndexBuild} from '../../src/plugins/search-index/buildIndex';
import {pagesFromRoutes} from '../../src/plugins/search-index/builtPages';
import {extractRecords} from '../../src/plugins/search-index/extractRecords';
import searchIndexPlugin, {writeAlgoliaRecords} from '../../src/plugins/search-index/index';
import {withIndexMetaTag} from '../../src/plugins/search-index/indexMetaTag';
import {decodeSearchIndex, decodeTextPart, type PageTextFile, type SearchIndexFile} from '../../src/lib/search/searchIndexFormat';
import type {SearchRecord} from '../../src/plugins/search-index/SearchRecord';
import {STOP_WORDS} from '../../src/lib/search/searchTerms';
import type {LoadContext, Plugin} from '@docusaurus/types';

// Inline pages shaped like the built site's (the build runs after the unit tests).
const SITE = 'https://example.org';
const BASE = '/docs/';

type PageParts = {sidebar?: string; breadcrumbs?: string; body: string; language?: string; tag?: string; canonical?: string};

function page({sidebar = '', breadcrumbs = '', body, language = 'en', tag = 'docs-default-current', canonical}: PageParts): string {
  return `<!doctype html><html lang="en"><head><title>t</title>
<meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${tag}">
${canonical ? `<link data-rh="true" rel="canonical" href="${canonical}">` : ''}</head><body>
<nav class="navbar"><a class="navbar__item navbar__link" href="/docs/">Docs</a></nav>
<aside><nav class="menu"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/docs/"><svg></svg></a></li>${breadcrumbs}</ul></nav>
<div class="tocCollapsible_x theme-doc-toc-mobile"><button>On this page</button><ul><li><a href="#x">Table of contents entry</a></li></ul></div>
${body}
<footer class="theme-doc-footer"><p>Edit this page</p></footer>
</article><nav class="pagination-nav"><a>Next page</a></nav></main></body></html>`;
}

const activeCategory = (label: string, inner = '') =>
  `<li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="#">${label}</a></div><ul class="menu__list">${inner}</ul></li>`;

// Docusaurus 3 puts a zero-width space in the hash link; older themes put a "#".
const heading = (level: number, text: string, id: string, linkText = '\u200b') =>
  `<h${level} class="anchor anchorWithHideOnScrollNavbar_x" id="${id}">${text}\u200b<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}">${linkText}</a></h${level}>`;

const DOC_PAGE = page({
  sidebar: activeCategory('Protections', activeCategory('Inner category')),
  breadcrumbs: '<li class="breadcrumbs__item"><a class="breadcrumbs__link"><span>Crumb</span></a></li>',
  body: `<div class="theme-doc-markdown markdown"><header><h1>Mention limit protection</h1></header>
<p>Removes   messages
 that ping <code>too many</code> people.</p>
${heading(2, 'How it counts mentions', 'how-it-counts-mentions')}
<ul><li>A message's <strong>mentions</strong> are counted.</li><li><p>Item with a paragraph.</p></li>
<li>Outer item<ul><li>Inner item</li></ul></li><li>   </li></ul>
<div class="language-text codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_x">shell</div><div><pre class="prism-code"><code><span class="token-line"><span class="token plain">!draupnir   protections enable</span><br></span><span class="token-line"><span class="token plain"> </span><br></span><span class="token-line"><span class="token plain">  !draupnir protections</span><br></span></code></pre><button>Copy</button></div></div>
${heading(3, 'Edge cases', 'edge-cases', '#')}
<p>Edits count <a class="hash-link" href="#edge-cases">#</a>too.</p>
${heading(2, 'Settings', 'settings')}
<table><thead><tr><th>Setting</th><th>Meaning</th></tr></thead><tbody><tr><td><code>maxMentions</code></td><td>Highest number of mentions.</td></tr><tr><td>minutes</td><td></td><td><p>Window.</p></td></tr></tbody></table>
</div>`,
});

const API_PAGE = page({
  sidebar: activeCategory('HTTP API reference', activeCategory('Synapse HTTP antispam')),
  body: `<div class="theme-doc-markdown markdown"><div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container">
<h1 class="openapi__heading">Check an event for spam</h1>
<pre class="openapi__method-endpoint"><span class="badge badge--primary">post</span><h2 class="openapi__method-endpoint-path">/api/1/spam_check/check_event_for_spam</h2></pre>
<p>Synapse forwards each event.</p>
${heading(2, 'Responses', 'responses')}
<ul class="tabs" role="tablist"><li class="tabs__item" role="tab">200</li><li class="tabs__item" role="tab">400</li></ul>
<div role="tabpanel"><p>Not spam.</p></div>
</div></div></div>`,
});

const url = `${SITE}${BASE}protections/mention-limit`;

test('records follow the DocSearch crawler rules for a docs page', () => {
  const records = extractRecords(DOC_PAGE, {url});
  const summary = records.map((r) => [r.type, r.url.replace(url, ''), r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);
  assert.deepEqual(summary, [
    ['lvl1', '', null, null, null],
    ['content', '', null, null, 'Removes messages that ping too many people.'],
    ['lvl2', '#how-it-counts-mentions', 'How it counts mentions', null, null],
    ['content', '#how-it-counts-mentions', 'How it counts mentions', null, "A message's mentions are counted."],
    ['content', '#how-it-counts-mentions', 'How it counts mentions', null, 'Item with a paragraph.'],
    ['content', '#how-it-counts-mentions', 'How it counts mentions', null, 'Outer item'],
    ['content', '#how-it-counts-mentions', 'How it counts mentions', null, 'Inner item'],
    // A code block is one record: its title and lines, without blank lines or runs of spaces.
    ['content', '#how-it-counts-mentions', 'How it counts mentions', null, 'shell\n!draupnir protections enable\n!draupnir protections'],
    ['lvl3', '#edge-cases', 'How it counts mentions', 'Edge cases', null],
    ['content', '#edge-cases', 'How it counts mentions', 'Edge cases', 'Edits count too.'],
    ['lvl2', '#settings', 'Settings', null, null],
    // A table row is one record, its non-empty cells joined; the header row is not content.
    ['content', '#settings', 'Settings', null, 'maxMentions · Highest number of mentions.'],
    ['content', '#settings', 'Settings', null, 'minutes · Window.'],
  ]);
  assert.deepEqual(
    records.map((r) => [r.code ?? false, r.row ?? false]).filter(([code, row]) => code || row),
    [[true, false], [false, true], [false, true]],
  );
  for (const record of records) {
    assert.equal(record.hierarchy.lvl0, 'Protections', 'the top-level active category is the section');
    assert.equal(record.hierarchy.lvl1, 'Mention limit protection');
    assert.deepEqual(Object.keys(record.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
    assert.doesNotMatch(JSON.stringify(record), /\u200b|Direct link|On this page|Table of contents|Edit this page|Next page|Copy|Meaning/);
  }
  assert.deepEqual(records.map((r) => r.position), records.map((_, i) => i));
});

test("a diagram's drawing is not content, and the text after it still is", () => {
  const diagram = `<div class="docusaurus-mermaid-container"><svg id="mermaid-1"><g><text>Node label</text></g><svg><text>nested</text></svg><foreignObject><p>Label paragraph</p></foreignObject></svg></div>`;
  const html = page({
    sidebar: activeCategory('Concepts'),
    body: `<div class="theme-doc-markdown markdown"><header><h1>Policy lists</h1></header>${diagram}<p>After the diagram.</p>${heading(2, 'Next', 'next')}<p>Later.</p></div>`,
  });
  const records = extractRecords(html, {url});
  assert.deepEqual(
    records.map((record) => [record.type, record.hierarchy.lvl2, record.content]),
    [
      ['lvl1', null, null],
      ['content', null, 'After the diagram.'],
      ['lvl2', 'Next', null],
      ['content', 'Next', 'Later.'],
    ],
  );
});

test('object ids are stable and unique', () => {
  const first = extractRecords(DOC_PAGE, {url}).map((r) => r.objectID);
  assert.deepEqual(extractRecords(DOC_PAGE, {url}).map((r) => r.objectID), first);
  assert.equal(new Set(first).size, first.length);
  const elsewhere = extractRecords(DOC_PAGE, {url: `${url}-2`}).map((r) => r.objectID);
  assert.ok(first.every((id) => !elsewhere.includes(id)));
});

test('API pages: the h1.openapi__heading is the title; tab labels are not content', () => {
  const records = extractRecords(API_PAGE, {url: `${SITE}${BASE}api/check`});
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content, r.url.split('#')[1]]),
    [
      ['lvl1', 'HTTP API reference', 'Check an event for spam', null, null, undefined],
      ['lvl2', 'HTTP API reference', 'Check an event for spam', '/api/1/spam_check/check_event_for_spam', null, undefined],
      ['content', 'HTTP API reference', 'Check an event for spam', '/api/1/spam_check/check_event_for_spam', 'Synapse forwards each event.', undefined],
      ['lvl2', 'HTTP API reference', 'Check an event for spam', 'Responses', null, 'responses'],
      ['content', 'HTTP API reference', 'Check an event for spam', 'Responses', 'Not spam.', 'responses'],
    ],
  );
});

test('the section falls back to the first breadcrumb category, then to "Documentation"', () => {
  const crumb = '<li class="breadcrumbs__item"><a class="breadcrumbs__link"><span>Bot mode</span></a></li>';
  const here = '<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Here</span></li>';
  const body = '<h1>Title</h1><p>Text.</p>';
  assert.equal(extractRecords(page({breadcrumbs: crumb + here, body}), {url})[0].hierarchy.lvl0, 'Bot mode');
  assert.equal(extractRecords(page({breadcrumbs: here, body}), {url})[0].hierarchy.lvl0, 'Documentation');
});

test('language and tag come from the docsearch meta tags', () => {
  const [record] = extractRecords(page({body: '<h1>T</h1>', language: 'fr', tag: 'docs-other-2.0'}), {url});
  assert.equal(record.language, 'fr');
  assert.equal(record.docusaurus_tag, 'docs-other-2.0');
});

test('pages marked noindex (unlisted docs) yield no records', () => {
  const unlisted = page({body: '<h1>Unlisted</h1><p>Text.</p>'}).replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>');
  assert.deepEqual(extractRecords(unlisted, {url}), []);
});

test('pages without an article yield no records; generated-index pages keep their header, not the cards', () => {
  assert.deepEqual(extractRecords('<html><head></head><body><main><h1>Search</h1><p>x</p></main></body></html>', {url}), []);
  const generated = `<html><head></head><body><main><div><nav class="theme-doc-breadcrumbs"></nav>
<header><h1 class="title_x">Protections</h1><p>What each protection does.</p></header>
<article class="margin-top--lg"><section class="row"><article class="col"><a class="card"><h2>📄️ Mention limit</h2><p>Card text.</p></a></article></section></article>
</div></main></body></html>`;
  const records = extractRecords(generated, {url});
  assert.deepEqual(records.map((r) => [r.type, r.hierarchy.lvl1, r.content]), [
    ['lvl1', 'Protections', null],
    ['content', 'Protections', 'What each protection does.'],
  ]);
});

const textsOf = (build: SearchIndexBuild) => (name: string): PageTextFile => JSON.parse(build.texts.get(name) ?? 'null');
// Table rows' first cells and page descriptions are indexed, not kept in the text files.
const withoutRowMarks = (records: SearchRecord[]) => records.map(({row: _row, description: _description, ...record}) => record);

test('the index file is compact, hashed, and decodes with the page text files to the same records', () => {
  const records = [...extractRecords(DOC_PAGE, {url}), ...extractRecords(API_PAGE, {url: `${SITE}${BASE}api/check`})];
  const build = buildIndexFiles(records);
  assert.equal(build.hash, createHash('sha256').update(build.json).digest('hex').slice(0, 8));
  assert.deepEqual(decodeSearchIndex(JSON.parse(build.json), textsOf(build)), withoutRowMarks(records));
  // Hierarchies, ids and URLs are rebuilt, not stored per record; text is not in the index file.
  assert.ok(!build.json.includes(records[0].objectID));
  assert.equal(build.json.split('How it counts mentions').length - 1, 1);
  assert.equal(build.json.split(SITE).length - 1, 1);
  assert.ok(!build.json.includes('Removes messages'));
  assert.equal(build.texts.size, 3, "short pages have one text file each, beside the weak words' file");
  for (const [name, text] of build.texts) assert.equal(name, createHash('sha256').update(text).digest('hex').slice(0, 8));
});

test("the sections of stop words and single characters are in a file of their own, not in the index file", () => {
  const records = extractRecords(DOC_PAGE, {url});
  const build = buildIndexFiles(records);
  const index = JSON.parse(build.json) as SearchIndexFile;
  const words = index.w.split(' ');
  const weak = JSON.parse(build.texts.get(index.s)!) as string[];
  assert.ok(words.includes('that') && words.includes('mentions'), 'the index file keeps every word');
  assert.equal(index.i[words.indexOf('that')], '', 'a stop word has no sections in the index file');
  assert.notEqual(index.i[words.indexOf('mentions')], '', 'any other word has');
  assert.equal(weak.length, words.filter((word) => word.length < 2 || STOP_WORDS.has(word)).length);
  assert.ok(weak.every((entry) => entry !== ''), 'the weak file lists their sections');
});

test("a long page's text is split into files of a few sections, each of which decodes on its own", () => {
  const body = `<h1>Long page</h1>${Array.from({length: 40}, (_, i) => `<h2 id="s${i}">Section ${i}</h2><p>${'word '.repeat(200)}${i}</p>`).join('')}`;
  const records = extractRecords(page({body}), {url});
  const build = buildIndexFiles(records);
  const index = JSON.parse(build.json) as SearchIndexFile;
  const parts = index.p[0][4];
  assert.ok(parts.length > 2, `${parts.length} text files`);
  for (const text of build.texts.values()) assert.ok(text.length < 9000, `a text file of ${text.length} characters`);
  // Any one file gives its sections' records exactly as extracted: hierarchy, anchor, id, position.
  const last = parts.at(-1)!;
  const decoded = decodeTextPart(index, index.p[0], last, JSON.parse(build.texts.get(last[2])!));
  const section = Math.max(...decoded.keys());
  assert.deepEqual(decoded.get(section), records.slice(-2));
  assert.deepEqual(decodeSearchIndex(index, textsOf(build)), records);
});

test('the whole text of every block is indexed and kept', () => {
  const words = Array.from({length: 300}, (_, i) => `word${i}`);
  const records = extractRecords(page({body: `<h1>Long</h1><p>${words.join(' ')}</p>`}), {url});
  const build = buildIndexFiles(records);
  const [, decoded] = decodeSearchIndex(JSON.parse(build.json), textsOf(build));
  assert.equal(decoded.content, words.join(' '));
  assert.ok(JSON.parse(build.json).w.split(' ').includes('word299'), 'the last word is in the index');
  assert.equal(toAlgoliaRecords(records)[1].content, words.join(' '));
});

test('Algolia records have the DocSearch shape', () => {
  const records = toAlgoliaRecords(extractRecords(DOC_PAGE, {url}));
  const heading = records.find((r) => r.type === 'lvl2')!;
  assert.deepEqual(heading, {
    objectID: heading.objectID,
    hierarchy: {lvl0: 'Protections', lvl1: 'Mention limit protection', lvl2: 'How it counts mentions', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    type: 'lvl2',
    url: `${url}#how-it-counts-mentions`,
    url_without_anchor: url,
    anchor: 'how-it-counts-mentions',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {level: 80, position: 2},
  });
  assert.deepEqual(
    [records[0].anchor, records[0].weight, records[1].type, records[1].weight.level],
    [null, {level: 90, position: 0}, 'content', 0],
  );
});

test('the index meta tag goes right before </head>, once', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';
  const once = withIndexMetaTag(html, '/docs/search-index.abc.json');
  assert.equal(once, '<html><head><title>x</title><meta name="draupnir:search-index" content="/docs/search-index.abc.json"></head><body></body></html>');
  assert.equal(withIndexMetaTag(once, '/docs/search-index.def.json').match(/draupnir:search-index/g)?.length, 1);
  assert.match(withIndexMetaTag(once, '/a"b.json'), /content="\/a&quot;b\.json"/);
  assert.equal(withIndexMetaTag('<p>fragment</p>', '/x.json'), '<p>fragment</p>');
});

async function writeSite(files: Record<string, string>): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  for (const [path, html] of Object.entries(files)) {
    await mkdir(dirname(join(outDir, path)), {recursive: true});
    await writeFile(join(outDir, path), html);
  }
  return outDir;
}

const simplePage = (title: string, path: string) =>
  page({body: `<h1>${title}</h1><p>About ${title}.</p>`, canonical: `${SITE}${BASE}${path}`});

const SITE_FILES = {
  'index.html': simplePage('Home', ''),
  'bot/setup.html': simplePage('Setup', 'bot/setup'),
  'category/bot.html': simplePage('Bot', 'category/bot'),
  '404.html': simplePage('Not found', '404.html'),
  'search.html': simplePage('Search', 'search'),
  '__test__/crash.html': simplePage('Crash', '__test__/crash'),
};
const ROUTES = ['/docs/', '/docs/bot/setup', '/docs/category/bot', '/docs/404.html', '/docs/search', '/docs/__test__/crash', '/docs/missing'];

test('routes map to built files, leaving out 404, search and test pages', async () => {
  const outDir = await writeSite(SITE_FILES);
  try {
    const pages = pagesFromRoutes(outDir, ROUTES, {url: SITE, baseUrl: BASE, searchPagePath: 'search'});
    assert.deepEqual(
      pages.map((p) => [p.file.slice(outDir.length + 1), p.url]),
      [
        ['bot/setup.html', `${SITE}/docs/bot/setup`],
        ['category/bot.html', `${SITE}/docs/category/bot`],
        ['index.html', `${SITE}/docs/`],
      ],
    );
  } finally {
    await rm(outDir, {recursive: true});
  }
});

test('postBuild writes the hashed index and names it in every page; Algolia records come from the build', async () => {
  const outDir = await writeSite(SITE_FILES);
  try {
    const siteConfig = {url: SITE, baseUrl: BASE, themeConfig: {algolia: {searchPagePath: 'search'}}};
    const plugin = searchIndexPlugin({siteConfig} as unknown as LoadContext) as Plugin;
    await plugin.postBuild!({outDir, routesPaths: ROUTES, siteConfig} as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const indexFile = (await readdir(outDir)).find((name) => /^search-index\.[0-9a-f]{8}\.json$/.test(name));
    assert.ok(indexFile, 'the index file is written under a hashed name');
    const texts = (name: string) => JSON.parse(readFileSync(join(outDir, 'search-text', `${name}.json`), 'utf8')) as PageTextFile;
    const records = decodeSearchIndex(JSON.parse(await readFile(join(outDir, indexFile), 'utf8')), texts);
    assert.deepEqual([...new Set(records.map((r) => r.hierarchy.lvl1))], ['Setup', 'Bot', 'Home']);
    for (const path of Object.keys(SITE_FILES)) {
      const html = await readFile(join(outDir, path), 'utf8');
      assert.ok(html.includes(`<meta name="draupnir:search-index" content="/docs/${indexFile}"></head>`), path);
    }

    const {file, count} = await writeAlgoliaRecords(outDir);
    const algolia = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(count, algolia.length);
    assert.deepEqual(algolia.map((r: {url: string}) => r.url).sort(), records.map((r) => r.url).sort());
  } finally {
    await rm(outDir, {recursive: true});
  }
});
