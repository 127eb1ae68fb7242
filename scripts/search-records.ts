// Writes build/search-records.json: the built site's search records in Algolia's DocSearch shape,
// ready for scripts/search-push.ts. Usage: node --import tsx scripts/search-records.ts [build-dir]
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {writeAlgoliaRecords} from '../src/plugins/search-index';

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'build');
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`No built site in ${outDir}: run \`npm run build\` first.`);
  }
  const {file, count} = await writeAlgoliaRecords(outDir);
  console.log(`Wrote ${count} records to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
