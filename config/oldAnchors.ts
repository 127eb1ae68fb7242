// Section ids of the old documentation site that links on the web still use, per page: each old id
// names the current heading id (or PAGE_TOP) it lands on. src/rehype/oldAnchors.ts adds them to
// the built pages and fails the build when a heading listed here is gone. If you rename a heading,
// keep its id with `{#old-id}` or move its entries here to the new id. The full list of old ids
// is data/continuity/old-heading-anchors.txt; the continuity test checks every one of them.

/** Lands on the top of the page: the old section's content no longer has a heading of its own. */
export const PAGE_TOP = '';

/** Keyed by the page's file under docs/; each entry maps an old id to a current heading id. */
export const OLD_ANCHORS: Record<string, Record<string, string>> = {
};
