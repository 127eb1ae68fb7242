// The pages a not-found page offers: the words of the requested path, looked up one by one in the
// search index, and the pages ranked by how many of those words their address and text share.

/** Parts of an address that say nothing about the page a reader wanted. */
const NOISE = new Set(['docs', 'doc', 'html', 'htm', 'index', 'md', 'page', 'draupnir', 'documentation']);

/** The search words in a requested path, e.g. `/draupnir-documentation/bot/moderator-commands`. */
export function pathWords(pathname: string, baseUrl: string): string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: keep the path as it came.
  }
  if (path.startsWith(baseUrl)) path = path.slice(baseUrl.length);
  const words = path
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && word.length <= 40 && !NOISE.has(word));
  return [...new Set(words)].slice(0, 8);
}

const stem = (word: string): string => word.replace(/(ies|es|s)$/, (end) => (end === 'ies' ? 'y' : ''));

export type PageHit = {url: string; title: string; section: string | null};
export type Suggestion = PageHit & {score: number};

/**
 * Ranks the pages found for each word (`hitsPerWord[i]` answers `words[i]`, best first). A page
 * scores for each word its address contains, each word its text matches, and how early it came.
 */
export function rankSuggestions(words: string[], hitsPerWord: PageHit[][], limit = 5): Suggestion[] {
  const pages = new Map<string, Suggestion>();
  const stems = words.map(stem);
  hitsPerWord.forEach((hits) => {
    const seen = new Set<string>();
    for (const hit of hits) {
      if (seen.has(hit.url)) continue;
      seen.add(hit.url);
      const page = pages.get(hit.url) ?? {...hit, score: 0};
      // 2 for the match, and up to 1 more the earlier the page comes among this word's pages.
      page.score += 2 + 1 / seen.size;
      pages.set(hit.url, page);
    }
  });
  for (const page of pages.values()) {
    const parts = page.url.toLowerCase().split(/[^a-z0-9]+/).map(stem);
    page.score += 3 * stems.filter((word) => parts.includes(word)).length;
  }
  return [...pages.values()].sort((a, b) => b.score - a.score || a.url.localeCompare(b.url)).slice(0, limit);
}
