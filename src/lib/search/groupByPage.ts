// The DocSearch modal groups hits under lvl0, in the order each group first appears: under their
// page's title rather than the sidebar section, pages show in the order the engine ranks them.

type Hierarchy = {lvl0?: string | null; lvl1?: string | null};

type GroupableHit = {
  hierarchy: Hierarchy;
  _highlightResult?: {hierarchy?: Record<string, unknown>};
};

/** A hit grouped under its page's title (lvl1) instead of its sidebar section. */
export function groupedByPage<Hit extends GroupableHit>(hit: Hit): Hit {
  const title = hit.hierarchy.lvl1;
  if (!title) return hit;
  const highlighted = hit._highlightResult;
  return {
    ...hit,
    hierarchy: {...hit.hierarchy, lvl0: title},
    // The modal names a group by this value, as text: the plain title, not its highlighted HTML.
    ...(highlighted && {
      _highlightResult: {
        ...highlighted,
        hierarchy: {...highlighted.hierarchy, lvl0: {value: title, matchLevel: 'none', matchedWords: []}},
      },
    }),
  };
}

type SearchResponse<Hit> = {results: ({hits?: Hit[]} & Record<string, unknown>)[]};

/** A search client whose hits come grouped by page (see groupedByPage). */
export function groupingByPage<Client extends {search: (...args: never[]) => Promise<unknown>}>(client: Client): Client {
  return {
    ...client,
    search: (...args: Parameters<Client['search']>) =>
      client.search(...args).then((response) => {
        const {results} = response as SearchResponse<GroupableHit>;
        return {
          ...(response as object),
          results: results.map((result) => (result.hits ? {...result, hits: result.hits.map(groupedByPage)} : result)),
        };
      }),
  };
}
