// Turns one built HTML page into search records, following the DocSearch crawler's rules for
// Docusaurus sites, so the embedded index and an Algolia index hold the same records.
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {HeadingTrail, recordAt} from '../../lib/search/HeadingTrail';
import {withoutSvgContent} from '../../lib/withoutSvgContent.mjs';
import type {RecordType, SearchRecord} from './SearchRecord';

export type ExtractOptions = {
  /** Absolute URL of the page, without an anchor. */
  url: string;
};

/** The section name when the page sits in no sidebar category (the crawler's default). */
const DEFAULT_SECTION = 'Documentation';

const HEADING = /^h([1-6])$/;
// A table row is one block, its cells joined: a cell alone ("managementRoom") says too little.
const CONTENT_TAGS = new Set(['p', 'li', 'tr']);
const CELL_TAGS = new Set(['td', 'th']);
const CELL_SEPARATOR = ' · ';
// Navigation, page chrome and anchors hold nothing a reader searches for.
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'footer', 'thead']);
const SKIPPED_CLASSES = ['theme-doc-toc-mobile', 'hash-link'];
// Code blocks are indexed as code: command syntax lines, configuration and log lines are what
// readers type or paste.
const CODE_BLOCK_CLASS = 'theme-code-block';
// Inline elements join their text to their neighbours'; any other element separates words.
const INLINE_TAGS = new Set([
  'a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp',
  'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var',
]);

type Block =
  | {type: 'heading'; level: number; text: string; id: string | undefined}
  | {type: 'content'; text: string; code: boolean; row: boolean};

const isElement = (node: AnyNode): node is Element => 'tagName' in node;

const hasClass = (element: Element, name: string): boolean => (element.attribs.class ?? '').split(/\s+/).includes(name);

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName) || element.attribs.role === 'tablist') return true;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

function normalizeText(text: string): string {
  return text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}

/** Text of a node, leaving out skipped elements and (for content) nested content elements. */
function textOf(node: AnyNode, stopAt: (element: Element) => boolean): string {
  if (node.type === 'text') return 'data' in node ? node.data : '';
  if (!isElement(node)) return '';
  // A bare `pre` is still walked for headings (API pages put the endpoint's h2 in one).
  if (isSkipped(node) || node.tagName === 'pre' || hasClass(node, CODE_BLOCK_CLASS) || stopAt(node)) return ' ';
  if (node.tagName === 'br') return ' ';
  const inner = node.children.map((child) => textOf(child, stopAt)).join('');
  return INLINE_TAGS.has(node.tagName) ? inner : ` ${inner} `;
}

const isBlockOfItsOwn = (element: Element): boolean =>
  CONTENT_TAGS.has(element.tagName) || HEADING.test(element.tagName) || element.tagName === 'article';

/** The raw text of code, where a `br` (the end of a highlighted line) is a line break. */
function codeText(node: AnyNode): string {
  if (node.type === 'text') return 'data' in node ? node.data : '';
  if (!isElement(node) || isSkipped(node)) return '';
  if (node.tagName === 'br') return '\n';
  return node.children.map(codeText).join('');
}

/** A code block's title (its file name) and lines, without blank lines or runs of spaces. */
function codeBlockText(block: Element): string {
  const parts: string[] = [];
  const visit = (node: AnyNode): void => {
    if (!isElement(node) || isSkipped(node)) return;
    if (/^codeBlockTitle/.test(node.attribs.class ?? '')) parts.push(codeText(node));
    else if (node.tagName === 'pre') parts.push(codeText(node));
    else node.children.forEach(visit);
  };
  visit(block);
  return parts
    .join('\n')
    .split('\n')
    .map((line) => normalizeText(line))
    .filter(Boolean)
    .join('\n');
}

const ownText = (element: Element): string =>
  normalizeText(element.children.map((child) => textOf(child, isBlockOfItsOwn)).join(''));

/** A block's own text with single spaces; a table row's non-empty cells joined, whole. */
function blockText(element: Element): string {
  if (element.tagName !== 'tr') return ownText(element);
  return element.children
    .filter((child): child is Element => isElement(child) && CELL_TAGS.has(child.tagName))
    .map((cell) => normalizeText(textOf(cell, () => false)))
    .filter(Boolean)
    .join(CELL_SEPARATOR);
}

/** Headings and content blocks in document order; cards (nested articles) repeat other pages. */
function collectBlocks(node: AnyNode, blocks: Block[]): void {
  if (!isElement(node) || isSkipped(node)) return;
  const heading = HEADING.exec(node.tagName);
  if (heading) {
    const text = normalizeText(textOf(node, () => false));
    if (text) blocks.push({type: 'heading', level: Number(heading[1]), text, id: node.attribs.id});
    return;
  }
  if (hasClass(node, CODE_BLOCK_CLASS)) {
    const text = codeBlockText(node);
    if (text) blocks.push({type: 'content', text, code: true, row: false});
    return;
  }
  if (CONTENT_TAGS.has(node.tagName)) {
    const text = blockText(node);
    if (text) blocks.push({type: 'content', text, code: false, row: node.tagName === 'tr'});
    // A row holds its cells' paragraphs and lists.
    if (node.tagName === 'tr') return;
  }
  for (const child of node.children) {
    if (!(isElement(child) && child.tagName === 'article')) collectBlocks(child, blocks);
  }
}

/** The top-level active sidebar category, else the first breadcrumb category. */
function sectionOf($: CheerioAPI): string {
  const category = normalizeText($('.menu__link--sublist.menu__link--active').first().text());
  if (category) return category;
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => normalizeText($(item).text()))
    .get()
    .filter(Boolean);
  return crumbs[0] ?? DEFAULT_SECTION;
}

/** The article, preceded by the header that generated-index pages put before it. */
function pageRoots($: CheerioAPI): Element[] {
  const article = $('article').first();
  if (article.length === 0) return [];
  const header = article.prevAll('header').has('h1').first();
  const needsHeader = article.find('h1').length === 0 && header.length > 0;
  return [...(needsHeader ? header.toArray() : []), ...article.toArray()].filter(isElement);
}

// Like the Algolia crawler, pages that ask search engines not to index them (unlisted docs) are left out.
const isNoIndex = ($: CheerioAPI): boolean =>
  $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));

export function extractRecords(html: string, options: ExtractOptions): SearchRecord[] {
  // Records never come from inside an svg (SKIPPED_TAGS).
  const $ = load(withoutSvgContent(html));
  const roots = pageRoots($);
  if (roots.length === 0 || isNoIndex($)) return [];
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? '';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '';
  const page = {pageUrl: options.url.replace(/#.*$/, ''), language, tag};
  const trail = new HeadingTrail(sectionOf($));
  const blocks: Block[] = [];
  roots.forEach((root) => collectBlocks(root, blocks));

  // The page's description (its front matter), a summary in the words readers ask with, and its
  // name in the sidebar when the title does not hold it ("Accessibility" for "Accessible bot
  // messages"): readers search for what the navigation calls a page.
  const description = normalizeText($('meta[name="description"]').attr('content') ?? '');
  const title = blocks.find((block) => block.type === 'heading' && block.level === 1)?.text ?? '';
  const sidebarLabel = normalizeText($('a.menu__link[aria-current="page"]').first().text());
  const label = sidebarLabel && !title.toLowerCase().includes(sidebarLabel.toLowerCase()) ? sidebarLabel : '';
  return blocks.map((block, position): SearchRecord => {
    let type: RecordType = 'content';
    if (block.type === 'heading') {
      // The page title links to the page itself, never to an anchor.
      trail.enter(block.level, block.text, block.level === 1 ? undefined : block.id);
      type = `lvl${block.level}` as RecordType;
    }
    const record = recordAt(trail, page, type, block.type === 'content' ? block.text : null, position);
    if (type === 'lvl1' && (description || label)) {
      return {...record, ...(description ? {description} : {}), ...(label ? {label} : {})};
    }
    if (block.type === 'content' && block.code) return {...record, code: true};
    return block.type === 'content' && block.row ? {...record, row: true} : record;
  });
}
