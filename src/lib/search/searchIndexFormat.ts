// The search index the browser downloads, in two parts. The index file holds what ranking needs:
// every page's headings and, for every word of the pages' text and code, the sections it occurs
// in. The text sits in small files, each a run of one page's sections, fetched only when one of
// those sections is shown as a result. Hierarchies, URLs, anchors and ids are rebuilt, not repeated.
import {HeadingTrail, recordAt} from './HeadingTrail';
import {headingSlug} from './headingSlug';
import {camelPartsOf, indexWordsOf, isSignificant, termsOf} from './searchTerms';
import {decodeSortedNumbers, encodeSortedNumbers} from './varint';
import type {RecordType, SearchRecord} from '../../plugins/search-index/SearchRecord';

export const SEARCH_INDEX_VERSION = 4;

/**
 * A section: the blocks from one heading to the next. [level, heading, text words, code words]
 * when its anchor is the slug of its heading (level 1: no anchor), with a fifth item 0 when it has
 * no anchor of its own, or its anchor otherwise. Level 0 is text before the page's first heading.
 */
export type IndexSection = [number, string, number, number] | [number, string, number, number, 0 | string];

/**
 * A text file of a page: [its first section, the position (record number within the page) of
 * that section's first record, its name].
 */
export type IndexTextPart = [number, number, string];

/** [URL after the base, section name (lvl0), language, docusaurus_tag, text files, sections]. */
export type IndexPage = [string, string, string, string, IndexTextPart[], IndexSection[]];

/**
 * v: format version; b: URL prefix shared by all pages; p: pages; w: the words of the pages' text
 * and code, with the names written in them with dots, dashes or underscores (indexWordsOf), sorted
 * and joined by spaces; i: for each word, the (global) numbers of the sections
 * whose text holds it, of those whose code does, of those with a table row whose first cell
 * (the key the row describes, such as a configuration key) does, and of the page title sections
 * whose page description does, of the page title sections whose sidebar label does, and of the
 * sections where it is part of a camel-case word, as gaps (see varint.ts), joined by commas; s: the
 * name of the text file that holds these lists for the weak words (see isWeakWord), whose entries
 * in i are empty.
 */
export type SearchIndexFile = {v: typeof SEARCH_INDEX_VERSION; b: string; p: IndexPage[]; w: string; i: string[]; s: string};

/**
 * Stop words and single characters: a query needs their sections only when it has no other word
 * (or names them inside a compound such as `m.to`). They are in almost every section, so their
 * lists were an eighth of the index file (13 KB of 108 KB gzipped); they sit in a file of their own
 * (WeakWordsFile), fetched only for such a query, and the index file keeps the words themselves.
 */
export const isWeakWord = (word: string): boolean => !isSignificant(word);

/** The weak words' entries of i, in the order of the words in w. */
export type WeakWordsFile = string[];

/** A block of code is a one-item array; any other block (paragraph, list item, table row) is its text. */
export type IndexBlock = string | [string];

/** A text file: the blocks of each of its sections. */
export type PageTextFile = IndexBlock[][];

/** Where the text files are, next to the index file: `search-text/<name>.json`. */
export const TEXT_DIRECTORY = 'search-text';

/**
 * A text file holds a page's next sections until it reaches this size, so that a result costs
 * about this much text (2 to 3 KB gzipped) whatever the length of its page.
 */
const TEXT_PART_CHARACTERS = 8000;

const pageUrlOf = (url: string): string => url.replace(/#.*$/, '');
const anchorOf = (url: string): string | undefined => /#(.+)$/.exec(url)?.[1];

/** The anchor a heading gets when the file gives none: the slug of its text. */
const implicitAnchor = (level: number, text: string): string | undefined =>
  level <= 1 ? undefined : headingSlug(text);

function commonBase(urls: string[]): string {
  if (urls.length === 0) return '';
  let base = urls[0].slice(0, urls[0].lastIndexOf('/') + 1);
  while (!urls.every((url) => url.startsWith(base))) base = base.slice(0, base.lastIndexOf('/', base.length - 2) + 1);
  return base;
}

/** The anchor part of a section entry, given the trail of headings above it. */
function anchorEntry(trail: HeadingTrail, level: number, text: string, anchor: string | undefined): [] | [0 | string] {
  if (anchor === implicitAnchor(level, text)) {
    trail.enter(level, text, anchor);
    return [];
  }
  trail.enter(level, text, undefined);
  if (anchor === trail.anchor()) return [0];
  trail.enter(level, text, anchor);
  return [anchor ?? 0];
}

export type EncodedIndex = {index: SearchIndexFile; texts: Map<string, PageTextFile>; weakWords: WeakWordsFile};

type SectionDraft = {
  level: number;
  heading: string;
  anchor: string | undefined;
  blocks: IndexBlock[];
  keys: string[];
  description: string;
  label: string;
};

/** Cells of a table row (see extractRecords). */
const CELL_SEPARATOR = ' · ';
/** A first cell of more words than this is a description, not a key. */
const MAX_KEY_WORDS = 4;

/** The key a table row describes: its first cell, when that is short. */
function rowKey(text: string): string | undefined {
  const cell = text.split(CELL_SEPARATOR)[0];
  return cell !== text && termsOf(cell).length <= MAX_KEY_WORDS ? cell : undefined;
}

/**
 * Posting lists of a word: its sections by text, by code, by table-row key, by page description, by
 * sidebar label, and by the words inside camel-case words of any of these.
 */
const FIELDS = 6;
const CAMEL_PARTS_FIELD = 5;

/**
 * Records must come as extractRecords returns them: grouped by page, in page order. `nameText`
 * names a page's text file from its content (a hash, so that a changed page gets a new name).
 */
export function encodeSearchIndex(records: SearchRecord[], nameText: (json: string) => string): EncodedIndex {
  const b = commonBase(Array.from(new Set(records.map((record) => pageUrlOf(record.url)))));
  const drafts: {path: string; section: string; language: string; tag: string; sections: SectionDraft[]}[] = [];
  for (const record of records) {
    const path = pageUrlOf(record.url).slice(b.length);
    let page = drafts.at(-1);
    if (page?.path !== path) {
      page = {path, section: record.hierarchy.lvl0 ?? '', language: record.language, tag: record.docusaurus_tag, sections: []};
      drafts.push(page);
    }
    if (record.type === 'content') {
      if (page.sections.length === 0) page.sections.push({level: 0, heading: '', anchor: undefined, blocks: [], keys: [], description: '', label: ''});
      const text = record.content ?? '';
      const section = page.sections.at(-1)!;
      section.blocks.push(record.code ? [text] : text);
      const key = record.row ? rowKey(text) : undefined;
      if (key) section.keys.push(key);
    } else {
      const level = Number(record.type.slice(3));
      page.sections.push({
        level,
        heading: record.hierarchy[record.type] ?? '',
        anchor: anchorOf(record.url),
        blocks: [],
        keys: [],
        description: record.description ?? '',
        label: record.label ?? '',
      });
    }
  }

  const postings = new Map<string, number[][]>();
  const addWords = (text: string, field: number, section: number) => {
    const add = (word: string, into: number) => {
      let lists = postings.get(word);
      if (!lists) postings.set(word, (lists = Array.from({length: FIELDS}, () => [])));
      if (lists[into].at(-1) !== section) lists[into].push(section);
    };
    for (const word of indexWordsOf(text)) add(word, field);
    for (const word of camelPartsOf(text)) add(word, CAMEL_PARTS_FIELD);
  };
  const texts = new Map<string, PageTextFile>();
  let sectionNumber = 0;
  const pages = drafts.map(({path, section, language, tag, sections}): IndexPage => {
    const trail = new HeadingTrail(section);
    const entries = sections.map(({level, heading, anchor, blocks, keys, description, label}): IndexSection => {
      const words = [0, 0];
      for (const block of blocks) {
        const code = Array.isArray(block);
        const text = code ? block[0] : block;
        words[code ? 1 : 0] += termsOf(text).length;
        addWords(text, code ? 1 : 0, sectionNumber);
      }
      for (const key of keys) addWords(key, 2, sectionNumber);
      addWords(description, 3, sectionNumber);
      addWords(label, 4, sectionNumber);
      sectionNumber++;
      const anchorPart = level === 0 ? [] : anchorEntry(trail, level, heading, anchor);
      return [level, heading, words[0], words[1], ...anchorPart] as IndexSection;
    });
    const parts: IndexTextPart[] = [];
    let part: PageTextFile = [];
    let partStart = {section: 0, position: 0};
    let partSize = 0;
    let position = 0;
    const closePart = () => {
      if (part.length === 0) return;
      const name = nameText(JSON.stringify(part));
      texts.set(name, part);
      parts.push([partStart.section, partStart.position, name]);
      part = [];
      partSize = 0;
    };
    sections.forEach(({level, blocks}, index) => {
      if (partSize >= TEXT_PART_CHARACTERS) closePart();
      if (part.length === 0) partStart = {section: index, position};
      part.push(blocks);
      partSize += JSON.stringify(blocks).length;
      position += (level > 0 ? 1 : 0) + blocks.length;
    });
    closePart();
    return [path, section, language, tag, parts, entries];
  });

  const words = Array.from(postings.keys()).sort();
  // Trailing empty lists are left out.
  const entries = words.map((word) => postings.get(word)!.map(encodeSortedNumbers).join(',').replace(/,+$/, ''));
  const weakWords = entries.filter((_, number) => isWeakWord(words[number]));
  return {
    index: {
      v: SEARCH_INDEX_VERSION,
      b,
      p: pages,
      w: words.join(' '),
      i: entries.map((entry, number) => (isWeakWord(words[number]) ? '' : entry)),
      s: nameText(JSON.stringify(weakWords)),
    },
    texts,
    weakWords,
  };
}

export function checkIndexVersion(file: SearchIndexFile): void {
  if (file?.v !== SEARCH_INDEX_VERSION || !Array.isArray(file.p) || !Array.isArray(file.i) || typeof file.s !== 'string') {
    throw new Error(`Unsupported search index format (expected version ${SEARCH_INDEX_VERSION})`);
  }
}

export type Postings = {text: number[]; code: number[]; key: number[]; description: number[]; label: number[]; camelParts: number[]};

/** The sections whose text, code, table-row keys, page description, sidebar label and camel-case words hold word number `index`. */
export function decodePostings(file: SearchIndexFile, index: number): Postings {
  const [text = '', code = '', key = '', description = '', label = '', camelParts = ''] = file.i[index].split(',');
  return {
    text: decodeSortedNumbers(text),
    code: decodeSortedNumbers(code),
    key: decodeSortedNumbers(key),
    description: decodeSortedNumbers(description),
    label: decodeSortedNumbers(label),
    camelParts: decodeSortedNumbers(camelParts),
  };
}

/** Heading facts of a section entry, with its anchor resolved. */
export type SectionHeading = {level: number; text: string; anchor: string | undefined | 0};

export const sectionHeading = ([level, text, , , anchor]: IndexSection): SectionHeading => ({
  level,
  text,
  anchor: anchor === undefined ? implicitAnchor(level, text) : anchor,
});

/** The text file that holds section `index` (within its page) of `page`. */
export function textPartOf(page: IndexPage, index: number): IndexTextPart {
  const parts = page[4];
  let found = parts[0];
  for (const part of parts) if (part[0] <= index) found = part;
  return found;
}

/**
 * The records of the sections a text file holds, by section (within the page): each section's
 * heading record (if any), then its blocks.
 */
export function decodeTextPart(file: SearchIndexFile, page: IndexPage, part: IndexTextPart, text: PageTextFile): Map<number, SearchRecord[]> {
  const [path, section, language, tag, , sections] = page;
  const [first, firstPosition] = part;
  const facts = {pageUrl: file.b + path, language, tag};
  const trail = new HeadingTrail(section);
  const bySection = new Map<number, SearchRecord[]>();
  let position = firstPosition;
  for (let index = 0; index < first + text.length && index < sections.length; index++) {
    const {level, text: heading, anchor} = sectionHeading(sections[index]);
    if (level > 0) trail.enter(level, heading, anchor || undefined);
    // The headings before the file's first section only set the trail.
    if (index < first) continue;
    const records: SearchRecord[] = [];
    if (level > 0) records.push(recordAt(trail, facts, `lvl${level}` as RecordType, null, position++));
    for (const block of text[index - first]) {
      const code = Array.isArray(block);
      const record = recordAt(trail, facts, 'content', code ? block[0] : block, position++);
      records.push(code ? {...record, code: true} : record);
    }
    bySection.set(index, records);
  }
  return bySection;
}

/** Every record of the index, given every text file (for tests and tools). */
export function decodeSearchIndex(file: SearchIndexFile, texts: (name: string) => PageTextFile): SearchRecord[] {
  checkIndexVersion(file);
  return file.p.flatMap((page) =>
    page[4].flatMap((part) => Array.from(decodeTextPart(file, page, part, texts(part[2])).values()).flat()),
  );
}
