// Loopback ports the browser tests serve the build on. DOCS_TEST_PORT_BASE moves all four, so two
// checkouts can run their browser tests on one machine at the same time.
const BASE = Number(process.env.DOCS_TEST_PORT_BASE ?? 4173);
/** `docusaurus serve`, under the base path. */
export const PORT = BASE;
/** The build on a GitHub Pages-like static host, under the base path. */
export const STATIC_HOST_PORT = BASE + 1;
/** The build on a static host at the wrong path (the site root). */
export const WRONG_BASE_PORT = BASE + 2;
/** The build made in Algolia mode, on the static host, under the base path. */
export const ALGOLIA_BUILD_PORT = BASE + 3;
