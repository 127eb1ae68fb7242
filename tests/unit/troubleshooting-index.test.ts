// The page "Troubleshooting by message" (docs/troubleshooting-by-message.md) lists Draupnir's
// messages by their exact words, each row linking to the section that explains them. A row is only
// useful if its link leads there: the page and the heading must exist, and the linked section
// (from its heading to the next heading of the same or a higher level) must quote the message.
// Whether each message is one Draupnir can show is checked by tests/unit/draupnir-messages.test.ts.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {test} from 'node:test';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {DOCS} from '../support/docPages';

const INDEX = join(DOCS, 'troubleshooting-by-message.md');
const MARKER = '<!-- draupnir-output -->';

interface Row {
  line: number;
  messages: string[];
  target: string;
}

/** The list items of the page, each with its marked messages and its links. */
export function rowsOf(source: string): {line: number; messages: string[]; links: string[]}[] {
  const items: {line: number; text: string}[] = [];
  source.split('\n').forEach((text, index) => {
    if (text.startsWith('- ')) items.push({line: index + 1, text});
    else if (/^ {2}\S/.test(text) && items.length > 0) items[items.length - 1].text += ` ${text.trim()}`;
    else if (text.trim() !== '' || items.length === 0) items.push({line: index + 1, text: ''});
  });
  return items
    .filter((item) => item.text.startsWith('- '))
    .map(({line, text}) => ({
      line,
      messages: [...text.matchAll(new RegExp(`\`([^\`]+)\`${MARKER}`, 'g'))].map((m) => m[1]),
      links: [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]),
    }));
}

/** Text as a reader sees it: no comments, code marks or emphasis, one space between words. */
export function normalise(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\.\.\./g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether a section's text quotes a message, `…` (or `...`) in the message standing for any text. */
export function quotes(section: string, message: string): boolean {
  const parts = normalise(message)
    .split('…')
    .map((part) => part.trim().replace(/[.:]$/, '').trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return false;
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*?');
  return new RegExp(pattern, 's').test(normalise(section));
}

interface Heading {
  line: number;
  level: number;
  id: string;
}

/** The headings of a page outside code blocks, with the anchors Docusaurus gives them. */
export function headingsOf(source: string): Heading[] {
  const slugger = createSlugger();
  const headings: Heading[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, index) => {
    const open = /^\s*(```+|~~~+)/.exec(text);
    if (open) {
      if (fence === null) fence = open[1];
      else if (text.trim().startsWith(fence)) fence = null;
      return;
    }
    const heading = fence === null ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text) : null;
    if (!heading) return;
    const plain = heading[2]
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '');
    const parsed = parseMarkdownHeadingId(plain);
    const id = parsed.id ?? slugger.slug(parsed.text);
    headings.push({line: index + 1, level: heading[1].length, id});
  });
  return headings;
}

/** The text of the section under the heading with this id, up to the next heading at its level. */
export function sectionOf(source: string, id: string): string | undefined {
  const lines = source.split('\n');
  const headings = headingsOf(source);
  const at = headings.findIndex((heading) => heading.id === id);
  if (at === -1) return undefined;
  const end = headings.slice(at + 1).find((heading) => heading.level <= headings[at].level);
  return lines.slice(headings[at].line - 1, end ? end.line - 1 : lines.length).join('\n');
}

const source = readFileSync(INDEX, 'utf8');
const rows: Row[] = rowsOf(source).map(({line, messages, links}) => {
  assert.equal(links.length, 1, `troubleshooting-by-message.md:${line} needs exactly one link`);
  return {line, messages, target: links[0]};
});

test('the helpers: anchors as Docusaurus makes them, sections and wildcard quotes', () => {
  const page = [
    '## Troubleshooting',
    '',
    '### "Failed to setup draupnir"<!-- draupnir-output --> at start',
    '',
    'It says `Failed to setup draupnir from the config`.',
    '',
    '#### Details',
    '',
    'More.',
    '',
    '### Other {#kept-id}',
    '',
    '```text',
    '## not a heading',
    '```',
    '',
    '## Troubleshooting',
  ].join('\n');
  assert.deepEqual(
    headingsOf(page).map((h) => h.id),
    ['troubleshooting', 'failed-to-setup-draupnir-at-start', 'details', 'kept-id', 'troubleshooting-1'],
  );
  const section = sectionOf(page, 'failed-to-setup-draupnir-at-start') ?? '';
  assert.ok(section.includes('More.'), 'a deeper heading stays in the section');
  assert.ok(!section.includes('Other'), 'the next heading of the same level ends it');
  assert.ok(quotes(section, 'Failed to setup draupnir from the config'));
  assert.ok(quotes(section, 'Failed to … the config'));
  assert.ok(!quotes(section, 'Failed to start draupnir'));
  assert.ok(!quotes(sectionOf(page, 'kept-id') ?? '', 'Failed to setup draupnir'));
  assert.equal(sectionOf(page, 'missing'), undefined);
});

test('the page lists messages in rows, each with one marked message or more', () => {
  assert.ok(rows.length >= 40, `only ${rows.length} rows`);
  for (const row of rows) {
    assert.ok(row.messages.length > 0, `troubleshooting-by-message.md:${row.line} quotes no message`);
  }
});

test('every row links to an existing section that quotes its message', () => {
  const failures: string[] = [];
  for (const row of rows) {
    const where = `troubleshooting-by-message.md:${row.line}`;
    const [path, anchor] = row.target.split('#');
    const file = join(dirname(INDEX), path);
    if (!anchor || !/\.mdx?$/.test(path) || !existsSync(file)) {
      failures.push(`${where}: ${row.target} is not a page with an anchor`);
      continue;
    }
    const section = sectionOf(readFileSync(file, 'utf8'), anchor);
    if (section === undefined) {
      failures.push(`${where}: ${relative(DOCS, file)} has no heading #${anchor}`);
      continue;
    }
    for (const message of row.messages) {
      if (!quotes(section, message)) failures.push(`${where}: ${row.target} does not quote "${message}"`);
    }
  }
  assert.deepEqual(failures, []);
});
