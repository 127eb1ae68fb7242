// Build plugins swap some of Docusaurus's own modules for ours in the browser bundle with
// `resolve.alias`. An alias key that is an absolute file path (without ".js") ending in "$" matches
// that one file however it is imported, by a relative path inside its package or by package path.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const require = createRequire(__filename);

/**
 * The alias key for `file` in the folder of a package's entry point (`lib/` for Docusaurus
 * packages). Starting from the entry works even where the package's "exports" hide the file from
 * require.resolve.
 */
export function moduleAliasKey(entry: string, file: string): string {
  return `${join(dirname(require.resolve(entry)), file)}$`;
}
