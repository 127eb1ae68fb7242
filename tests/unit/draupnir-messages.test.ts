// Every message the pages quote as Draupnir's output is one the release in data/draupnir/ can show:
// a line of a ```text block that is not a command, or inline code marked <!-- draupnir-output -->,
// must match a message of data/draupnir/messages.json (tests/support/draupnirMessages.ts says how).
// Another program's output, or a text block that is not output, carries the marker
// `not-draupnir-output` (README.md, "Commands and configuration in the pages").
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import type {MessageData} from '../../scripts/lib/draupnir/dataTypes';
import {messagesData, provenance} from '../support/draupnirData';
import {candidates, globsMeet, messageGlob, messagesMatching, quoteGlob, quotesIn, type Quote} from '../support/draupnirMessages';
import {docPages} from '../support/docPages';

const ROOT = join(import.meta.dirname, '../..');
const ALL = candidates();

test('matching: wildcards on either side, elisions, placeholders, whitespace', () => {
  const meets = (quote: string, message: string) => globsMeet(quoteGlob(quote), messageGlob(message));
  assert.ok(meets('Startup complete. Now monitoring rooms.', 'Startup complete. Now monitoring rooms.'));
  assert.ok(!meets('Startup complete, now monitoring rooms.', 'Startup complete. Now monitoring rooms.'));
  assert.ok(!meets('Startup complete.', 'Startup complete. Now monitoring rooms.'), 'a part of a message needs an elision mark');
  assert.ok(meets('Startup complete. …', 'Startup complete. Now monitoring rooms.'));
  assert.ok(meets('Setting maxMentions changed from 3 to 5', 'Setting {…} changed from {…} to {…}'));
  assert.ok(meets('The user <user-id> was banned in  …  for spam.', 'The user {…} was banned in {…} by {…} for {…}.'));
  assert.ok(meets('Version: v3.1.0', 'Version: {…}'));
  assert.ok(!meets('Version v3.1.0', 'Version: {…}'));
  assert.ok(meets('Banning user @… in … for New accounts from your server cannot join right now. …', 'Banning user {…} in {…} for {…}'));
  assert.ok(meets('Configuration meta: {\n  "configPath": "/etc/draupnir/production.yaml"\n}', 'Configuration meta: {…}'));
});

test('quotes: text blocks without commands or markers, marked inline code, log lines with their level and module', () => {
  const page = [
    'Send this:',
    '',
    '```text',
    '!draupnir status',
    '```',
    '',
    'It answers:',
    '',
    '```text',
    '▸ Protected rooms (2):',
    '    • !abc:example.org',
    '```',
    '',
    '```text',
    'Sat, 01 Mar 2025 10:00:00 GMT [INFO] [Draupnir config] Configuration meta: {',
    '  "configPath": "/etc/draupnir/production.yaml"',
    '}',
    '```',
    '',
    '```text not-draupnir-output',
    "No 'registration_shared_secret' defined in config.",
    '```',
    '',
    'The reply reads `Setting maxMentions changed from 3 to 5`<!-- draupnir-output -->, not `maxMentions`.',
  ].join('\n');
  assert.deepEqual(quotesIn(page, 'p.md'), [
    {where: 'p.md:10', text: 'Protected rooms (2):'},
    {where: 'p.md:15', text: 'Configuration meta: {\n  "configPath": "/etc/draupnir/production.yaml"\n}', log: {level: 'INFO', module: 'Draupnir config'}},
    {where: 'p.md:24', text: 'Setting maxMentions changed from 3 to 5'},
  ]);
});

test(`data/draupnir/messages.json holds ${provenance.tag}'s messages of every kind`, () => {
  assert.deepEqual(messagesData.source, provenance);
  const kinds = new Set(messagesData.messages.map((m) => m.kind));
  assert.deepEqual([...kinds].sort(), ['error', 'help', 'log', 'management-room', 'reply', 'text']);
  const found = (quote: Quote) => messagesMatching(quote, ALL).map((m) => m.source);
  assert.ok(found({where: '', text: 'Startup complete. Now monitoring rooms.', log: {level: 'INFO', module: 'Draupnir@startup'}}).length > 0);
  assert.deepEqual(found({where: '', text: 'Startup complete. Now monitoring rooms.', log: {level: 'ERROR', module: 'Draupnir@startup'}}), []);
});

/** The messages sharing most words with a quote: where to look when it does not match. */
function nearest(quote: string, messages: MessageData[]): MessageData[] {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  const wanted = words(quote);
  return messages
    .map((message) => ({message, score: [...words(message.text)].filter((w) => wanted.has(w)).length}))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((m) => m.message);
}

const pages = docPages().map((path) => {
  const name = relative(ROOT, path);
  return {name, quotes: quotesIn(readFileSync(path, 'utf8'), name)};
});

test('the pages quote Draupnir (the test reads them)', () => {
  const count = pages.reduce((sum, page) => sum + page.quotes.length, 0);
  assert.ok(count > 40, `${count} quotes found`);
});

for (const page of pages.filter((p) => p.quotes.length > 0)) {
  test(`${page.name}: every quote of Draupnir's output is a message ${provenance.tag} has, or is marked as another program's`, () => {
    const missing = page.quotes.filter((quote) => messagesMatching(quote, ALL).length === 0);
    if (missing.length === 0) return;
    const report = missing.map((quote) => {
      const shown = quote.log ? `[${quote.log.level}] [${quote.log.module}] ${quote.text}` : quote.text;
      const near = nearest(quote.text, messagesData.messages).map((m) => `\n    nearest: ${m.kind}${m.level ? ` ${m.level}` : ''}${m.module ? ` [${m.module}]` : ''} "${m.text}" (${m.source})`);
      return `${quote.where}: "${shown}"${near.join('')}`;
    });
    assert.fail(`\n${report.join('\n')}`);
  });
}
