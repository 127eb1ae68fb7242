// Replaces the records of an Algolia index with build/search-records.json (written by
// scripts/search-records.ts). `--settings` also applies the DocSearch index settings the records
// need (facets for contextual search, one hit per URL, ranking by level and position).
// Usage: ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_KEY=… node --import tsx scripts/search-push.ts [--settings] [records-file]
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {algoliasearch} from 'algoliasearch';
import type {AlgoliaRecord} from '../src/plugins/search-index/buildIndex';

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_KEY'] as const;

const DOCSEARCH_SETTINGS = {
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  searchableAttributes: [
    ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `unordered(hierarchy.${level})`),
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
};

function readEnvironment(): Record<(typeof VARIABLES)[number], string> {
  const missing = VARIABLES.filter((name) => !process.env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(', ')} to push the search records.`);
  return Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]!])) as Record<(typeof VARIABLES)[number], string>;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const withSettings = args.includes('--settings');
  const file = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build/search-records.json');
  const env = readEnvironment();
  if (!existsSync(file)) throw new Error(`${file} does not exist: run \`node --import tsx scripts/search-records.ts\` first.`);
  const objects = JSON.parse(readFileSync(file, 'utf8')) as AlgoliaRecord[];
  const indexName = env.ALGOLIA_INDEX_NAME;
  const client = algoliasearch(env.ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_KEY);
  try {
    await client.replaceAllObjects({indexName, objects});
    if (withSettings) await client.setSettings({indexName, indexSettings: DOCSEARCH_SETTINGS});
  } catch (error) {
    // Algolia's errors should not carry the key, but this output may end up in a public CI log.
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Algolia refused the push: ${message.split(env.ALGOLIA_ADMIN_KEY).join('<admin key>')}`);
  }
  console.log(`Pushed ${objects.length} records to ${env.ALGOLIA_APP_ID}/${indexName}${withSettings ? ' with DocSearch settings' : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
