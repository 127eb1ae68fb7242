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

function matchesOne(record: SearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  // A facet the index does not have matches nothing, as Algolia does for an undeclared facet.
  if (colon === -1 || !(attribute in FACETS)) return false;
  const matches = FACETS[attribute as keyof typeof FACETS](record) === value.replace(/^\\-/, '-');
  return negated ? !matches : matches;
}

export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters): boolean {
  return filters.every((filter) =>
    Array.isArray(filter) ? filter.some((one) => matchesOne(record, one)) : matchesOne(record, filter),
  );
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
