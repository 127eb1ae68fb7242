// After a build, indexes the built pages for the embedded search: writes the index and each
// page's text under content-hashed names and points every page at the index with a meta tag.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndexFiles, toAlgoliaRecords} from './buildIndex';
import {TEXT_DIRECTORY} from '../../lib/search/searchIndexFormat';
import {htmlFilesUnder, pagesFromOutDir, pagesFromRoutes} from './builtPages';
import {collectRecords} from './collectRecords';
import {withIndexMetaTag} from './indexMetaTag';

/** Written by writeAlgoliaRecords, read by scripts/search-push.ts. */
export const ALGOLIA_RECORDS_FILE = 'search-records.json';

const DEFAULT_SEARCH_PAGE_PATH = 'search';

function searchPagePathOf(context: LoadContext): string {
  const {algolia} = context.siteConfig.themeConfig as {algolia?: {searchPagePath?: string | boolean}};
  const path = algolia?.searchPagePath;
  return typeof path === 'string' ? path.replace(/^\/|\/$/g, '') : DEFAULT_SEARCH_PAGE_PATH;
}

async function addIndexMetaTag(outDir: string, indexHref: string): Promise<void> {
  for (const file of await htmlFilesUnder(outDir)) {
    const html = await readFile(file, 'utf8');
    const tagged = withIndexMetaTag(html, indexHref);
    if (tagged !== html) await writeFile(file, tagged);
  }
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const site = {url: siteConfig.url, baseUrl: siteConfig.baseUrl, searchPagePath: searchPagePathOf(context)};
      const records = await collectRecords(pagesFromRoutes(outDir, routesPaths, site));
      const {json, hash, texts} = buildIndexFiles(records);
      const fileName = `search-index.${hash}.json`;
      await writeFile(join(outDir, fileName), json);
      await mkdir(join(outDir, TEXT_DIRECTORY), {recursive: true});
      await Promise.all(Array.from(texts, ([name, text]) => writeFile(join(outDir, TEXT_DIRECTORY, `${name}.json`), text)));
      await addIndexMetaTag(outDir, `${siteConfig.baseUrl}${fileName}`);
    },
  };
}

/** Extracts the records of a finished build in Algolia's shape into `outDir/search-records.json`. */
export async function writeAlgoliaRecords(outDir: string): Promise<{file: string; count: number}> {
  const records = toAlgoliaRecords(await collectRecords(await pagesFromOutDir(outDir)));
  const file = join(outDir, ALGOLIA_RECORDS_FILE);
  await writeFile(file, JSON.stringify(records));
  return {file, count: records.length};
}
