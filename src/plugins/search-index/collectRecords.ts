// Reads built pages and extracts their records, in a stable page order.
import {readFile} from 'node:fs/promises';
import {extractRecords} from './extractRecords';
import type {BuiltPage} from './builtPages';
import type {SearchRecord} from './SearchRecord';

// The HTML minifier of Docusaurus Faster drops the quotes around attribute values it can.
const CANONICAL_LINK = /<link\b[^>]*\brel=(?:"canonical"|canonical\b)[^>]*>/;
const HREF = /\bhref=(?:"([^"]+)"|([^\s>"]+))/;

export function canonicalUrl(html: string): string | undefined {
  const tag = CANONICAL_LINK.exec(html)?.[0];
  const href = tag ? HREF.exec(tag) : null;
  return href ? href[1] ?? href[2] : undefined;
}

export async function collectRecords(pages: BuiltPage[]): Promise<SearchRecord[]> {
  const perPage = await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(page.file, 'utf8');
      // Without a URL the records could not link anywhere: such a page is left out.
      const url = page.url ?? canonicalUrl(html);
      return url ? extractRecords(html, {url}) : [];
    }),
  );
  return perPage.flat();
}
