// Scores ranked result pages against the benchmark's target pages: the rank of the first target
// among the pages a reader sees, and top-1, top-3 and mean reciprocal rank per kind of query.
import {QUERY_KINDS, type BenchQuery, type QueryKind} from './searchQueries';

/** Pages ranked below this count as not found. */
export const MAX_RANK = 10;

/**
 * The pages in the order the DocSearch modal shows hits: grouped by lvl0 (the page's title, see
 * src/lib/search/groupByPage.ts) in the order each group first appears, at most 5 hits a group,
 * each page counted at its first hit.
 */
export function pagesAsShown(hits: {route: string; section: string}[]): string[] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const group = groups.get(hit.section) ?? [];
    if (group.length < 5) group.push(hit.route);
    groups.set(hit.section, group);
  }
  return Array.from(new Set(Array.from(groups.values()).flat()));
}

/** 1-based rank of the first target page, or undefined when none is in the first MAX_RANK. */
export function firstTargetRank(pages: string[], targets: string[]): number | undefined {
  const index = pages.slice(0, MAX_RANK).findIndex((page) => targets.includes(page));
  return index === -1 ? undefined : index + 1;
}

export type Scores = {queries: number; top1: number; top3: number; mrr: number};

export function scores(ranks: (number | undefined)[]): Scores {
  const count = ranks.length;
  const share = (test: (rank: number) => boolean) => ranks.filter((rank) => rank !== undefined && test(rank)).length / Math.max(1, count);
  return {
    queries: count,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank <= 3),
    mrr: ranks.reduce((sum: number, rank) => sum + (rank ? 1 / rank : 0), 0) / Math.max(1, count),
  };
}

/** Scores per kind of query, then over all of them. */
export function scoresByKind(queries: BenchQuery[], ranks: (number | undefined)[]): [QueryKind | 'all', Scores][] {
  const byKind = QUERY_KINDS.map((kind): [QueryKind, Scores] => [
    kind,
    scores(ranks.filter((_, index) => queries[index].kind === kind)),
  ]);
  return [...byKind, ['all', scores(ranks)]];
}
