// llms.txt, llms-full.txt and the Markdown copy of every page, as the build wrote them.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BASE, BUILD_DIR, SITE, isSearchPage, markdownFileOf, pageDocument, readBuilt, sitemapPages} from '../../support/builtSite';

const pages = sitemapPages().filter((page) => !isSearchPage(page));
const llms = readBuilt('llms.txt');
const full = readBuilt('llms-full.txt');
const markdownUrl = (file: string) => `${SITE}${BASE}${file}`;

type Fenced = {lang: string; lines: string[]; start: number; end: number};

/** Fenced code blocks of a Markdown text, also inside list items and quotes: language and lines. */
function fencedBlocks(markdown: string): Fenced[] {
  const lines = markdown.split('\n');
  const blocks: Fenced[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^([ >]*)(`{3,})(\S*)/.exec(lines[index]);
    if (!open) continue;
    const [, prefix, fence, lang] = open;
    const body: string[] = [];
    // Inside a quote (an admonition's copy) every line, the closing fence too, carries the prefix.
    const inside = (line: string) => (line.startsWith(prefix) ? line.slice(prefix.length) : line.trimStart());
    let end = index + 1;
    while (end < lines.length && inside(lines[end]).trim() !== fence) {
      body.push(inside(lines[end]));
      end += 1;
    }
    blocks.push({lang, lines: body, start: index, end});
    index = end;
  }
  return blocks;
}

/** Markdown without its code (fenced blocks and code spans), where HTML may legitimately appear. */
function prose(markdown: string): string {
  const lines = markdown.split('\n');
  const code = new Set(fencedBlocks(markdown).flatMap(({start, end}) => Array.from({length: end - start + 1}, (_, offset) => start + offset)));
  return lines
    .filter((_, index) => !code.has(index))
    .join('\n')
    .replace(/(`+)[^`]*?\1/g, '');
}

test('llms.txt has a title, a summary and one section of described links per sidebar section', () => {
  assert.match(llms, /^# Draupnir documentation\n\n> .+\n/);
  const sections = Array.from(llms.matchAll(/^## (.+)$/gm), ([, title]) => title);
  assert.deepEqual(sections.slice(0, 3), ['Introduction', 'Bot mode', 'Appservice mode']);
  assert.ok(sections.includes('HTTP API reference'));
  assert.equal(sections.at(-1), 'Optional');
  for (const line of llms.split('\n').filter((text) => text.startsWith('- '))) assert.match(line, /^- \[[^\]]+\]\(https:\/\/\S+\)(: .+)?$/, line);
});

test('llms.txt lists every page of the sitemap with its description, and each link is a Markdown copy in the build', () => {
  const missing: string[] = [];
  for (const page of pages) {
    const description = pageDocument(page)('meta[name="description"]').attr('content')!;
    const line = llms.split('\n').find((text) => text.includes(`](${markdownUrl(markdownFileOf(page))})`));
    if (!line) missing.push(`${page.url}: not listed`);
    else if (!line.endsWith(`: ${description}`)) missing.push(`${page.url}: ${line} lacks its description`);
  }
  assert.deepEqual(missing, []);
  for (const [, url] of llms.matchAll(/\]\((\S+\.md)\)/g)) assert.ok(existsSync(join(BUILD_DIR, url.slice(`${SITE}${BASE}`.length))), url);
});

test('llms-full.txt holds every page, each with its address', () => {
  for (const page of pages) assert.ok(full.includes(`\nSource: ${page.url}\n`), page.url);
  assert.match(full, /^# Draupnir documentation\n\n> /);
});

test('each page’s Markdown copy holds its headings and code blocks, with absolute links and no HTML chrome', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const $ = pageDocument(page);
    const markdown = readBuilt(markdownFileOf(page));
    const content = $('.theme-doc-markdown, [class*="generatedIndexPage"]').first();
    const title = $('h1').first().text().trim();
    if (!markdown.startsWith(`# ${title}\n`)) problems.push(`${page.url}: does not start with "# ${title}"`);

    if (page.path.startsWith('api/')) {
      // API pages: written from the OpenAPI description, so they name the operation the page shows.
      const method = content.find('.openapi__method-endpoint .badge').text().trim();
      // The theme writes path parameters as `:name`, the description as `{name}`.
      const path = content.find('.openapi__method-endpoint-path').text().trim().replace(/:(\w+)/g, '{$1}');
      if (method && !markdown.includes(`\`\`\`http\n${method.toUpperCase()} ${path}\n\`\`\``)) problems.push(`${page.url}: no ${method} ${path}`);
    } else {
      // A category index's card titles become a list of links, not headings.
      content.find('h2, h3, h4, h5, h6').not('.card *').each((_, heading) => {
        const level = Number(heading.tagName[1]);
        const text = $(heading).text().replace(/\u200b/g, '').trim();
        const line = new RegExp(`^(> )*${'#'.repeat(level)} (.*)$`, 'gm');
        const found = Array.from(markdown.matchAll(line), (match) => match[2].replace(/[\\`*_]/g, ''));
        if (!found.includes(text.replace(/[`*_]/g, ''))) problems.push(`${page.url}: heading "${text}" missing`);
      });
      const blocks = fencedBlocks(markdown);
      const codeBlocks = content.find('.theme-code-block');
      const diagrams = content.find('.docusaurus-mermaid-container');
      if (blocks.filter((block) => block.lang !== 'mermaid').length !== codeBlocks.length) problems.push(`${page.url}: ${codeBlocks.length} code blocks, Markdown has ${blocks.length}`);
      if (blocks.filter((block) => block.lang === 'mermaid').length !== diagrams.length) problems.push(`${page.url}: ${diagrams.length} diagrams`);
      codeBlocks.each((index, block) => {
        const lang = /language-(\S+)/.exec($(block).attr('class') ?? '')?.[1] ?? '';
        const firstLine = $(block).find('.token-line').first().text().replace(/\n$/, '');
        const match = blocks.filter((candidate) => candidate.lang !== 'mermaid')[index];
        if (!match || match.lang !== lang || match.lines[0] !== firstLine) problems.push(`${page.url}: code block ${index + 1} (${lang}) "${firstLine}" differs`);
      });
    }

    const text = prose(markdown);
    if (/<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/i.test(text)) problems.push(`${page.url}: HTML tag ${/<\/?[a-z][^>]*>/i.exec(text)?.[0]}`);
    for (const chrome of ['Direct link to', '\u200b', 'Edit this page\n', 'Last updated on', 'Copyright ©', 'Skip to main content', 'Copy page as Markdown']) {
      if (text.includes(chrome)) problems.push(`${page.url}: "${chrome.trim()}"`);
    }
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)/g)) if (!/^(https?:|mailto:)/.test(target)) problems.push(`${page.url}: link ${target} is not absolute`);
  }
  assert.deepEqual(problems, []);
});
