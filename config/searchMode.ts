// Which engine answers searches. The theme requires Algolia credentials even when Algolia is not
// used, so embedded mode is marked by this application id (see config/search.ts).
export const EMBEDDED_APP_ID = 'EMBEDDED';

export const isEmbeddedSearch = (appId: string | undefined): boolean => appId === EMBEDDED_APP_ID;
