// The authored pages under docs/: every .md and .mdx file except the generated API pages (docs/api).
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

export const DOCS = join(import.meta.dirname, '../../docs');

/** Absolute paths of the authored Markdown pages. */
export function docPages(dir = DOCS): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' && dir === DOCS ? [] : docPages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}
