// Serialises records two ways: the compact files the embedded search loads, and the record shape
// Algolia's DocSearch crawler produces, for pushing the same records to an Algolia index.
import {createHash} from 'node:crypto';
import {encodeSearchIndex} from '../../lib/search/searchIndexFormat';
import type {Hierarchy, RecordType, SearchRecord} from './SearchRecord';

/** The index file (named by `hash`) and the text files by name: each page's, and the weak words' postings (index.s). */
export type SearchIndexBuild = {json: string; hash: string; texts: Map<string, string>};

export type AlgoliaRecord = {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {level: number; position: number};
};

const hashOf = (json: string): string => createHash('sha256').update(json).digest('hex').slice(0, 8);

export function buildIndexFiles(records: SearchRecord[]): SearchIndexBuild {
  const {index, texts, weakWords} = encodeSearchIndex(records, hashOf);
  const json = JSON.stringify(index);
  const files = new Map(Array.from(texts, ([name, text]) => [name, JSON.stringify(text)]));
  files.set(index.s, JSON.stringify(weakWords));
  return {json, hash: hashOf(json), texts: files};
}

// The DocSearch crawler's levels: lvl0 = 100 down to lvl6 = 40, content = 0.
const levelWeight = (type: RecordType): number => (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)));

export function toAlgoliaRecords(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => {
    const [urlWithoutAnchor, anchor] = record.url.split('#', 2);
    return {
      objectID: record.objectID,
      hierarchy: {...record.hierarchy},
      // Code keeps its lines; Algolia shows any text as one line.
      content: record.type === 'content' ? record.content : null,
      type: record.type,
      url: record.url,
      url_without_anchor: urlWithoutAnchor,
      anchor: anchor ?? null,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      weight: {level: levelWeight(record.type), position: record.position},
    };
  });
}
