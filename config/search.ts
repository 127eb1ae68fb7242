// Search settings. Algolia DocSearch is used when all three ALGOLIA_* variables are set at build
// time; otherwise the site's embedded index answers (src/plugins/search-index). Setting only
// some of the three is a configuration mistake and fails the build.
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import {EMBEDDED_APP_ID} from './searchMode';

export type AlgoliaCredentials = {
  appId?: string;
  apiKey?: string;
  indexName?: string;
};

const VARIABLE_NAMES: Record<keyof AlgoliaCredentials, string> = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
};

/** Names of the variables that are missing when some, but not all, are set. */
export function missingAlgoliaVariables(credentials: AlgoliaCredentials): string[] {
  const keys = Object.keys(VARIABLE_NAMES) as (keyof AlgoliaCredentials)[];
  const missing = keys.filter((key) => !credentials[key]);
  return missing.length === keys.length ? [] : missing.map((key) => VARIABLE_NAMES[key]);
}

export function algoliaThemeConfig(
  credentials: AlgoliaCredentials,
  externalUrlRegex: string | undefined,
): NonNullable<UserThemeConfig['algolia']> {
  const missing = missingAlgoliaVariables(credentials);
  if (missing.length > 0) {
    throw new Error(
      `Algolia search is half configured: set ${missing.join(', ')} as well, or unset all ALGOLIA_* variables.`,
    );
  }
  return {
    // The theme requires non-empty credentials even before a client is used.
    appId: credentials.appId || EMBEDDED_APP_ID,
    apiKey: credentials.apiKey || 'embedded',
    indexName: credentials.indexName || 'draupnir-documentation',
    contextualSearch: true,
    // Insights loads a script from Algolia's CDN: only worth it with a real Algolia index.
    insights: Boolean(credentials.appId),
    searchPagePath: 'search',
    ...(externalUrlRegex && {externalUrlRegex}),
  };
}
