// Diagrams drawn at build time: where their SVGs are stored, how a ```mermaid block's source names
// its file, and how to find every such block in docs/. Used by scripts/render-diagrams.ts (writes
// the files), src/remark/prerenderedDiagrams.ts (puts them into pages) and the unit tests (checks
// that they match docs/).
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {mermaidInitConfig, type ColourMode} from '../../config/mermaid';

const ROOT = join(__dirname, '../..');
export const DOCS_DIR = join(ROOT, 'docs');
/** Committed: one JSON file per diagram, written by `npm run diagrams`. */
export const DIAGRAMS_DIR = join(ROOT, 'diagrams');

export type StoredDiagram = {
  /** The Mermaid version and `mermaid.initialize` settings the SVGs were drawn with. */
  mermaid: string;
  settings: Record<ColourMode, Record<string, unknown>>;
  light: string;
  dark: string;
};

type DrawnWith = Pick<StoredDiagram, 'mermaid' | 'settings'>;

/** The installed Mermaid version and the site's settings: what current SVGs were drawn with. */
export function currentDrawing(): DrawnWith {
  const mermaidPackage = JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8'));
  return {mermaid: mermaidPackage.version, settings: {light: mermaidInitConfig('light'), dark: mermaidInitConfig('dark')}};
}

export function isCurrent(stored: DrawnWith, current: DrawnWith = currentDrawing()): boolean {
  return stored.mermaid === current.mermaid && isDeepStrictEqual(stored.settings, current.settings);
}

/** The name of a diagram's file: the first 12 hex digits of the SHA-256 of its source. */
export function diagramKey(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

export function diagramPath(key: string): string {
  return join(DIAGRAMS_DIR, `${key}.json`);
}

/** The id of a stored SVG; the two colour modes differ, so both can sit in one page. */
export function svgId(key: string, mode: ColourMode): string {
  return `mermaid-${key}-${mode}`;
}

export function readStoredDiagram(key: string): StoredDiagram | undefined {
  const path = diagramPath(key);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StoredDiagram) : undefined;
}

/** Keys of the stored diagram files. */
export function storedKeys(): string[] {
  if (!existsSync(DIAGRAMS_DIR)) return [];
  return readdirSync(DIAGRAMS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/**
 * Changes whenever a stored file does. Docusaurus keeps compiled pages in a cache across builds and
 * recompiles them only when a file they import or the docs plugin's options change.
 */
export function storedDiagramsFingerprint(): string {
  const hash = createHash('sha256');
  for (const key of storedKeys().sort()) hash.update(key).update(readFileSync(diagramPath(key)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The source of each ```mermaid block in a Markdown text, as the Markdown parser hands it to the
 * site: the lines between the fences, without the fence's own indentation and the last newline.
 */
export function mermaidSources(markdown: string): string[] {
  const sources: string[] = [];
  let block: {fence: string; indent: number; mermaid: boolean; lines: string[]} | undefined;
  for (const line of markdown.split('\n')) {
    if (!block) {
      const opening = /^( *)(`{3,}|~{3,})\s*(\S*)/.exec(line);
      if (opening) block = {fence: opening[2], indent: opening[1].length, mermaid: opening[3] === 'mermaid', lines: []};
      continue;
    }
    const closing = /^ *(`{3,}|~{3,})\s*$/.exec(line)?.[1];
    if (closing && closing[0] === block.fence[0] && closing.length >= block.fence.length) {
      if (block.mermaid) sources.push(block.lines.join('\n'));
      block = undefined;
    } else {
      block.lines.push(line.replace(new RegExp(`^ {0,${block.indent}}`), ''));
    }
  }
  return sources;
}

/** Every ```mermaid block under docs/ (the generated API reference has none). */
export function diagramsInDocs(): {file: string; source: string}[] {
  return readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .sort()
    .flatMap((file) =>
      mermaidSources(readFileSync(join(DOCS_DIR, file), 'utf8')).map((source) => ({
        file: relative(ROOT, join(DOCS_DIR, file)),
        source,
      })),
    );
}
