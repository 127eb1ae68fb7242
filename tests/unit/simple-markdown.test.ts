// The API descriptions' shortcut renderer (src/theme/Markdown/simpleMarkdown.tsx) must build exactly
// what the OpenAPI theme's react-markdown set-up builds, or decline. Checked on every description
// and schema qualifier in openapi/draupnir.yaml and on text at the edges of the subset.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {before, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {load as loadYaml} from 'js-yaml';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {renderSimpleMarkdown} from '../../src/theme/Markdown/simpleMarkdown';

// The very react-markdown and plugins the theme's Markdown component imports (the theme has its own
// versions of the plugins); its admonition plugin only acts on lines starting with ":::", which the
// shortcut declines.
const fromTheme = createRequire(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const load = async (name: string) => (await import(pathToFileURL(fromTheme.resolve(name)).href)).default;
let full: (text: string) => string;
before(async () => {
  const [ReactMarkdown, remarkGfm, rehypeRaw] = await Promise.all(['react-markdown', 'remark-gfm', 'rehype-raw'].map(load));
  full = (text) =>
    renderToStaticMarkup(React.createElement(ReactMarkdown, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeRaw]}, text));
});
const simple = (text: string) => {
  const nodes = renderSimpleMarkdown(text);
  return nodes === null ? null : renderToStaticMarkup(React.createElement(React.Fragment, null, nodes));
};

// The theme's "**Possible values:** ..." line for a schema.
const {getQualifierMessage} = fromTheme('docusaurus-theme-openapi-docs/lib/markdown/schema') as {
  getQualifierMessage: (schema: unknown) => string | undefined;
};

/** Every description in the API description, and the theme's qualifier line of every schema. */
function texts(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  const qualifier = 'type' in value ? getQualifierMessage(value) : undefined;
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'description' && typeof inner === 'string' ? [inner] : texts(inner),
  ).concat(qualifier === undefined ? [] : [qualifier]);
}

test('every description and qualifier the shortcut takes renders as react-markdown renders it', () => {
  const all = texts(loadYaml(readFileSync(join(import.meta.dirname, '../../openapi/draupnir.yaml'), 'utf8')));
  const taken = all.filter((text) => simple(text) !== null);
  for (const text of taken) assert.equal(simple(text), full(text), text);
  // Most descriptions are in the subset, or the shortcut is pointless.
  assert.ok(taken.length >= all.length * 0.7, `${taken.length} of ${all.length} taken`);
});

test('paragraphs, line breaks and code spans match react-markdown', () => {
  const cases = [
    'One line.',
    'Two\nlines in one paragraph.',
    'First paragraph.\n\nSecond, with `code` and `M_FORBIDDEN`.',
    'Always `*`, so any origin may read it.',
    '`roomId` starts the line,\n`and the next`.',
    'A span with spaces: ` a ` and `  ` and ` b`.',
    '\n \nAfter blank lines and before trailing space.  \n\n',
    'Version 3.1.0 (the current one): "quoted" text; 50% done.',
    'Three\n\n\nparagraphs\n \nhere.',
    '**Possible values:** Value must match regular expression `^!([^:]*:\\S*|[a-zA-Z0-9_-]{43})`',
    '**Possible values:** [`ban`, `kick`], `non-empty`',
    '**Possible values:** `>= 1` and `<= 10`',
    '**Bold.**',
    'A list [like this] in brackets.',
  ];
  for (const text of cases) {
    assert.notEqual(simple(text), null, text);
    assert.equal(simple(text), full(text), text);
  }
});

test('anything outside the subset is left to react-markdown', () => {
  const cases = [
    'text *emphasis*',
    '_emphasis_',
    'a [link](https://example.org)',
    'a [reference][ref]',
    'a footnote[^1]',
    '[definition]: /somewhere',
    'text **bold** text',
    '**not closed',
    '** spaced**',
    '**Lead-in**\n- list',
    '**Lead-in** then *emphasis*',
    'see https://example.org',
    'write to admin@example.org',
    'www.example.org',
    '<b>html</b>',
    'a &amp; b',
    'escaped \\* star',
    '~~gone~~',
    '# Heading',
    '- item',
    '1. first',
    '> quote',
    'Title\n===',
    '| a | b |\n| - | - |',
    ':::note\nText\n:::',
    '    indented code',
    'hard break  \nhere',
    '```\nfenced\n```',
    'an `unclosed span',
    'a ``double`` span',
    'line\n  indented continuation',
    '  indented first line',
  ];
  for (const text of cases) assert.equal(simple(text), null, text);
});
