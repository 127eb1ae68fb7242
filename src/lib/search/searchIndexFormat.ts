// The compact search index file the browser downloads: one entry per page with its headings and
// content blocks in page order, so hierarchies, URLs, anchors and ids are rebuilt, not repeated.
import {HeadingTrail, recordAt} from './HeadingTrail';
import {headingSlug} from './headingSlug';
import type {RecordType, SearchRecord} from '../../plugins/search-index/SearchRecord';

export const SEARCH_INDEX_VERSION = 1;

/**
 * A heading: [level, text] when its anchor is the slug of its text (level 1: no anchor),
 * [level, text, 0] when it has no anchor of its own, [level, text, anchor] otherwise.
 */
export type IndexHeading = [number, string] | [number, string, 0 | string];

/** A content block is its text (its first MAX_CONTENT_WORDS words); a heading is an array. */
export type IndexItem = string | IndexHeading;

/** [URL after the base, section (lvl0), language, docusaurus_tag, items]. */
export type IndexPage = [string, string, string, string, IndexItem[]];

/** v: format version, b: URL prefix shared by all pages, p: pages. */
export type SearchIndexFile = {v: typeof SEARCH_INDEX_VERSION; b: string; p: IndexPage[]};

/**
 * Words kept of each block of text. The browser downloads the whole index on first search, so it
 * must stay small (150 KB gzip); a paragraph's opening words say what it is about, and Algolia
 * records keep the whole text.
 */
export const MAX_CONTENT_WORDS = 35;

/** Block text has single spaces between words (see extractRecords). */
function firstWords(text: string): string {
  const words = text.split(' ');
  return words.length > MAX_CONTENT_WORDS ? words.slice(0, MAX_CONTENT_WORDS).join(' ') : text;
}

const pageUrlOf = (url: string): string => url.replace(/#.*$/, '');
const anchorOf = (url: string): string | undefined => /#(.+)$/.exec(url)?.[1];

/** The anchor a heading gets when the file gives none: the slug of its text. */
const implicitAnchor = (level: number, text: string): string | undefined =>
  level === 1 ? undefined : headingSlug(text);

function commonBase(urls: string[]): string {
  if (urls.length === 0) return '';
  let base = urls[0].slice(0, urls[0].lastIndexOf('/') + 1);
  while (!urls.every((url) => url.startsWith(base))) base = base.slice(0, base.lastIndexOf('/', base.length - 2) + 1);
  return base;
}

function encodeHeading(trail: HeadingTrail, level: number, text: string, anchor: string | undefined): IndexHeading {
  if (anchor === implicitAnchor(level, text)) {
    trail.enter(level, text, anchor);
    return [level, text];
  }
  trail.enter(level, text, undefined);
  if (anchor === trail.anchor()) return [level, text, 0];
  trail.enter(level, text, anchor);
  return [level, text, anchor ?? 0];
}

/** Records must come as extractRecords returns them: grouped by page, in page order. */
export function encodeSearchIndex(records: SearchRecord[]): SearchIndexFile {
  const b = commonBase(Array.from(new Set(records.map((record) => pageUrlOf(record.url)))));
  const pages: IndexPage[] = [];
  let trail = new HeadingTrail('');
  for (const record of records) {
    const path = pageUrlOf(record.url).slice(b.length);
    let page = pages.at(-1);
    if (page?.[0] !== path) {
      page = [path, record.hierarchy.lvl0 ?? '', record.language, record.docusaurus_tag, []];
      pages.push(page);
      trail = new HeadingTrail(page[1]);
    }
    if (record.type === 'content') {
      page[4].push(firstWords(record.content ?? ''));
    } else {
      const level = Number(record.type.slice(3));
      page[4].push(encodeHeading(trail, level, record.hierarchy[record.type] ?? '', anchorOf(record.url)));
    }
  }
  return {v: SEARCH_INDEX_VERSION, b, p: pages};
}

export function decodeSearchIndex(file: SearchIndexFile): SearchRecord[] {
  if (file?.v !== SEARCH_INDEX_VERSION || !Array.isArray(file.p)) {
    throw new Error(`Unsupported search index format (expected version ${SEARCH_INDEX_VERSION})`);
  }
  return file.p.flatMap(([path, section, language, tag, items]) => {
    const page = {pageUrl: file.b + path, language, tag};
    const trail = new HeadingTrail(section);
    return items.map((item, position): SearchRecord => {
      const isContent = typeof item === 'string';
      if (!isContent) {
        const [level, text, anchor] = item;
        trail.enter(level, text, anchor === undefined ? implicitAnchor(level, text) : anchor || undefined);
      }
      const type: RecordType = isContent ? 'content' : (`lvl${item[0]}` as RecordType);
      return recordAt(trail, page, type, isContent ? item : null, position);
    });
  });
}
