// Turns one built HTML page into search records, following the DocSearch crawler's rules for
// Docusaurus sites, so the embedded index and an Algolia index hold the same records.
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {HeadingTrail, recordAt} from '../../lib/search/HeadingTrail';
import type {RecordType, SearchRecord} from './SearchRecord';

export type ExtractOptions = {
  /** Absolute URL of the page, without an anchor. */
  url: string;
};

/** The section name when the page sits in no sidebar category (the crawler's default). */
const DEFAULT_SECTION = 'Documentation';

const HEADING = /^h([1-6])$/;
const CONTENT_TAGS = new Set(['p', 'li', 'td']);
// Navigation, page chrome, code blocks and anchors hold no prose a reader searches for.
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'footer']);
const SKIPPED_CLASSES = ['theme-doc-toc-mobile', 'theme-code-block', 'hash-link'];
// Inline elements join their text to their neighbours'; any other element separates words.
const INLINE_TAGS = new Set([
  'a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp',
  'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var',
]);

type Block =
  | {type: 'heading'; level: number; text: string; id: string | undefined}
  | {type: 'content'; text: string};

const isElement = (node: AnyNode): node is Element => 'tagName' in node;

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
  if (isSkipped(node) || node.tagName === 'pre' || stopAt(node)) return ' ';
  if (node.tagName === 'br') return ' ';
  const inner = node.children.map((child) => textOf(child, stopAt)).join('');
  return INLINE_TAGS.has(node.tagName) ? inner : ` ${inner} `;
}

const isBlockOfItsOwn = (element: Element): boolean =>
  CONTENT_TAGS.has(element.tagName) || HEADING.test(element.tagName) || element.tagName === 'article';

/** Headings and content blocks in document order; cards (nested articles) repeat other pages. */
function collectBlocks(node: AnyNode, blocks: Block[]): void {
  if (!isElement(node) || isSkipped(node)) return;
  const heading = HEADING.exec(node.tagName);
  if (heading) {
    const text = normalizeText(textOf(node, () => false));
    if (text) blocks.push({type: 'heading', level: Number(heading[1]), text, id: node.attribs.id});
    return;
  }
  if (CONTENT_TAGS.has(node.tagName)) {
    const own = node.children.map((child) => textOf(child, isBlockOfItsOwn)).join('');
    const text = normalizeText(own);
    if (text) blocks.push({type: 'content', text});
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
  const $ = load(html);
  const roots = pageRoots($);
  if (roots.length === 0 || isNoIndex($)) return [];
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? '';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '';
  const page = {pageUrl: options.url.replace(/#.*$/, ''), language, tag};
  const trail = new HeadingTrail(sectionOf($));
  const blocks: Block[] = [];
  roots.forEach((root) => collectBlocks(root, blocks));

  return blocks.map((block, position): SearchRecord => {
    let type: RecordType = 'content';
    if (block.type === 'heading') {
      // The page title links to the page itself, never to an anchor.
      trail.enter(block.level, block.text, block.level === 1 ? undefined : block.id);
      type = `lvl${block.level}` as RecordType;
    }
    return recordAt(trail, page, type, block.type === 'content' ? block.text : null, position);
  });
}
