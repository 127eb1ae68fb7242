// Serialises records two ways: the compact file the embedded search loads, and the record shape
// Algolia's DocSearch crawler produces, for pushing the same records to an Algolia index.
import {createHash} from 'node:crypto';
import {encodeSearchIndex} from '../../lib/search/searchIndexFormat';
import type {Hierarchy, RecordType, SearchRecord} from './SearchRecord';

export type SearchIndexBuild = {json: string; hash: string};

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

export function buildIndexFile(records: SearchRecord[]): SearchIndexBuild {
  const json = JSON.stringify(encodeSearchIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return {json, hash};
}

// The DocSearch crawler's levels: lvl0 = 100 down to lvl6 = 40, content = 0.
const levelWeight = (type: RecordType): number => (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)));

export function toAlgoliaRecords(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => {
    const [urlWithoutAnchor, anchor] = record.url.split('#', 2);
    return {
      objectID: record.objectID,
      hierarchy: {...record.hierarchy},
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
