// Algolia's facetFilters on the facets the index has: the outer list is AND, an inner list is OR,
// and `attribute:-value` excludes.

/** Normalised facetFilters: each entry is one filter, or a list of which one must hold. */
export type FacetFilters = (string | string[])[];

/** The facets the index has, each read from an item (a section) by number. */
export type Facets = Record<string, (item: number) => string>;

type ItemTest = (item: number) => boolean;

const nothing: ItemTest = () => false;

function parseOne(filter: string, facets: Facets): ItemTest {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon).trim();
  // A facet the index does not have matches nothing, as Algolia does for an undeclared facet.
  if (colon === -1 || !Object.hasOwn(facets, attribute)) return nothing;
  const facet = facets[attribute];
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const wanted = value.replace(/^\\-/, '-');
  return negated ? (item) => facet(item) !== wanted : (item) => facet(item) === wanted;
}

/** The filters as one test of an item, each filter parsed once. */
function facetFilterTest(filters: FacetFilters, facets: Facets): ItemTest {
  const all = filters.map((filter): ItemTest => {
    if (!Array.isArray(filter)) return parseOne(filter, facets);
    const any = filter.map((one) => parseOne(one, facets));
    return (item) => any.some((test) => test(item));
  });
  return (item) => all.every((test) => test(item));
}

/**
 * The items (0 to count - 1) a set of filters allows. The search box sends the same filters with
 * every query, so the last answer is kept.
 */
export function createAllowedItems(count: number, facets: Facets): (filters: FacetFilters) => (item: number) => boolean {
  let last: {key: string; allowed: Uint8Array} | undefined;
  return (filters) => {
    const key = JSON.stringify(filters);
    if (last?.key !== key) {
      const matches = facetFilterTest(filters, facets);
      last = {key, allowed: Uint8Array.from({length: count}, (_, item) => (matches(item) ? 1 : 0))};
    }
    const {allowed} = last;
    return (item) => allowed[item] === 1;
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
