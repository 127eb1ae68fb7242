// Content invariants over docs/: every page has a title and a description, at least one h2,
// no empty section, no leftover placeholder, and a route the route test opens.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {DOC_ROUTES} from '../support/routes';
import {DOCS, docPages} from '../support/docPages';



type Page = {file: string; frontMatter: Record<string, string>; body: string[]};

function parse(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontMatter: Record<string, string> = {};
  for (const line of match?.[1].split('\n') ?? []) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (field) frontMatter[field[1]] = field[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return {file: relative(DOCS, file), frontMatter, body: text.slice(match?.[0].length ?? 0).split('\n')};
}

/** Body lines outside fenced code blocks, each with whether it is inside one. */
function proseLines(body: string[]): string[] {
  let fence: string | undefined;
  const lines: string[] = [];
  for (const line of body) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening.startsWith(fence)) fence = undefined;
      lines.push('<code>');
    } else if (opening) {
      fence = opening;
      lines.push('<code>');
    } else {
      lines.push(line);
    }
  }
  return lines;
}

function routeOf(file: string, frontMatter: Record<string, string>): string {
  if (frontMatter.slug === '/') return '';
  const path = file.replace(/\.mdx?$/, '');
  const parts = path.split('/');
  const name = parts.at(-1)!;
  const folder = parts.at(-2);
  return name === 'index' || name === folder ? parts.slice(0, -1).join('/') : path;
}

const pages = docPages().map(parse);

test('docs/ has pages', () => assert.ok(pages.length > 0));

for (const page of pages) {
  test(`${page.file}: front matter, headings, sections and route`, () => {
    const {title, description} = page.frontMatter;
    assert.ok(title, 'has a title');
    assert.ok(description && description.length >= 50, 'has a description of at least 50 characters');
    assert.ok(description.length <= 200, 'description is at most 200 characters');

    const lines = proseLines(page.body);
    const headings = lines
      .map((line, index) => ({index, level: /^(#{1,6})\s/.exec(line)?.[1].length}))
      .filter((h): h is {index: number; level: number} => h.level !== undefined);
    assert.ok(headings.every((h) => h.level >= 2), 'no h1 in the body (the title is the h1)');
    assert.ok(headings.some((h) => h.level === 2), 'at least one h2');

    headings.forEach((heading, i) => {
      const end = headings[i + 1]?.index ?? lines.length;
      const content = lines.slice(heading.index + 1, end).filter((l) => l.trim() !== '');
      assert.ok(content.length > 0, `section "${lines[heading.index]}" is not empty`);
    });

    const prose = lines.join('\n');
    assert.doesNotMatch(prose, /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i, 'no placeholder text');
    assert.ok(DOC_ROUTES.includes(routeOf(page.file, page.frontMatter)), 'its route is in tests/support/routes.ts');
  });
}

test('every doc route in tests/support/routes.ts has a page', () => {
  const routes = new Set(pages.map((p) => routeOf(p.file, p.frontMatter)));
  assert.deepEqual(DOC_ROUTES.filter((route) => !routes.has(route)), []);
});
