// Diagrams drawn at build time: every ```mermaid block in docs/ has current SVGs in diagrams/
// (otherwise its page downloads Mermaid and draws it in the browser), and no stored file is left
// over. Needs no browser: it compares docs/ with the stored files.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  currentDrawing,
  diagramKey,
  diagramsInDocs,
  isCurrent,
  mermaidSources,
  readStoredDiagram,
  storedKeys,
  svgId,
} from '../../src/lib/diagramStore';

const FIX = 'Run `npm run diagrams` and commit the diagrams/ folder.';
const diagrams = diagramsInDocs().map(({file, source}) => ({file, key: diagramKey(source)}));

test('docs/ has diagrams to check', () => {
  assert.ok(diagrams.length >= 20, `found ${diagrams.length} diagrams`);
});

test('every diagram in docs/ has stored SVGs, drawn with the installed Mermaid and the site settings', () => {
  const current = currentDrawing();
  const missing = diagrams.filter(({key}) => !readStoredDiagram(key)).map(({file, key}) => `${file} (${key})`);
  assert.deepEqual(missing, [], `These diagrams have no stored SVG. ${FIX}`);
  const outdated = diagrams
    .filter(({key}) => !isCurrent(readStoredDiagram(key)!, current))
    .map(({file, key}) => `${file} (${key})`);
  assert.deepEqual(outdated, [], `These diagrams were drawn with another Mermaid version or other settings. ${FIX}`);
});

test('diagrams/ holds no file that no diagram in docs/ uses', () => {
  const used = new Set(diagrams.map(({key}) => key));
  const orphans = storedKeys().filter((key) => !used.has(key)).map((key) => `diagrams/${key}.json`);
  assert.deepEqual(orphans, [], `No diagram uses these files. ${FIX}`);
});

test("each stored SVG's ids start with its own id, so a page's light and dark SVGs share none", () => {
  for (const key of storedKeys()) {
    const stored = readStoredDiagram(key)!;
    for (const mode of ['light', 'dark'] as const) {
      const id = svgId(key, mode);
      assert.match(stored[mode], new RegExp(`^<svg [^>]*id="${id}"`), `${key}.json ${mode}`);
      const ids = Array.from(stored[mode].matchAll(/ id="([^"]*)"/g), (m) => m[1]);
      assert.deepEqual(ids.filter((other) => !other.startsWith(id)), [], `${key}.json ${mode}`);
    }
  }
});

test('mermaidSources reads a block as Markdown does: fence indentation removed, other blocks skipped', () => {
  const markdown = [
    '```bash',
    '```mermaid inside a bash block is text',
    '```',
    '1. A step:',
    '',
    '   ```mermaid',
    '   flowchart LR',
    '     A --> B',
    '   ```',
    '',
    '~~~~mermaid',
    'sequenceDiagram',
    '```',
    '~~~~',
  ].join('\n');
  assert.deepEqual(mermaidSources(markdown), ['flowchart LR\n  A --> B', 'sequenceDiagram\n```']);
});
