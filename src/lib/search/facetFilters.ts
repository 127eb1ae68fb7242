// Algolia's facetFilters on the facets the index has: the outer list is AND, an inner list is OR,
// and `attribute:-value` excludes.
import type {SearchRecord} from '../../plugins/search-index/SearchRecord';

/** Normalised facetFilters: each entry is one filter, or a list of which one must hold. */
export type FacetFilters = (string | string[])[];

const FACETS = {
  language: (record: SearchRecord) => record.language,
  docusaurus_tag: (record: SearchRecord) => record.docusaurus_tag,
  type: (record: SearchRecord) => record.type,
} as const satisfies Record<string, (record: SearchRecord) => string>;

type RecordTest = (record: SearchRecord) => boolean;

const nothing: RecordTest = () => false;

function parseOne(filter: string): RecordTest {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon).trim();
  // A facet the index does not have matches nothing, as Algolia does for an undeclared facet.
  if (colon === -1 || !(attribute in FACETS)) return nothing;
  const facet = FACETS[attribute as keyof typeof FACETS];
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const wanted = value.replace(/^\\-/, '-');
  return negated ? (record) => facet(record) !== wanted : (record) => facet(record) === wanted;
}

/** The filters as one test of a record, each filter parsed once. */
function facetFilterTest(filters: FacetFilters): RecordTest {
  const all = filters.map((filter): RecordTest => {
    if (!Array.isArray(filter)) return parseOne(filter);
    const any = filter.map(parseOne);
    return (record) => any.some((test) => test(record));
  });
  return (record) => all.every((test) => test(record));
}

/**
 * The records a set of filters allows, marked with a 1 in an array of one byte per record. The
 * search box sends the same filters with every query, so the last array is kept.
 */
export function createAllowedRecords(records: SearchRecord[]): (filters: FacetFilters) => Uint8Array {
  let last: {key: string; allowed: Uint8Array} | undefined;
  return (filters) => {
    const key = JSON.stringify(filters);
    if (last?.key !== key) {
      const matches = facetFilterTest(filters);
      last = {key, allowed: Uint8Array.from(records, (record) => (matches(record) ? 1 : 0))};
    }
    return last.allowed;
  };
}

/** Accepts what clients send: a string, a JSON string, or (nested) lists of strings. */
export function parseFacetFilters(value: unknown): FacetFilters {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) return parseFacetFilters(JSON.parse(trimmed));
    return trimmed ? [trimmed] : [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): FacetFilters => {
    if (typeof entry === 'string') return [entry];
    if (Array.isArray(entry)) return [entry.filter((one): one is string => typeof one === 'string')];
    return [];
  });
}
