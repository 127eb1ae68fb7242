// Loopback ports the browser tests serve the build on.
/** `docusaurus serve`, under the base path. */
export const PORT = 4173;
/** The build on a GitHub Pages-like static host, under the base path. */
export const STATIC_HOST_PORT = 4174;
/** The build on a static host at the wrong path (the site root). */
export const WRONG_BASE_PORT = 4175;
/** The build made in Algolia mode, on the static host, under the base path. */
export const ALGOLIA_BUILD_PORT = 4176;
