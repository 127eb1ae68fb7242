// Every Draupnir command the pages show, in a fenced code block or in inline code, names a real
// command of the release in data/draupnir/, gives its required arguments and uses only its keywords
// (with a value where the keyword takes one). Commands are read the way Draupnir reads them
// (src/lib/draupnir/commandReader.ts, which the "Check a command" page uses too). The API description's texts are checked the same way.
//
// A command shown on purpose as wrong or failing carries a marker, and so does a command of another
// program that starts like one of Draupnir's (README.md, "Commands and configuration in the pages"):
//   a fenced block: a word in the fence's meta, ```text failing  or  ```text not-draupnir
//   inline code:    `!draupnir ban @eve:example.org harassment`<!-- failing -->
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {load as loadYaml} from 'js-yaml';
import {makeCommandReader} from '../../src/lib/draupnir/commandReader';
import {commandsData, configData, provenance} from '../support/draupnirData';
import {markdownCode} from '../support/markdownCode';
import {docPages} from '../support/docPages';

const ROOT = join(import.meta.dirname, '../..');
const {checkDraupnirCommand, readCommand, surfacesFor} = makeCommandReader(commandsData, configData);

/** Markers a page may put on a command: shown on purpose as wrong or failing; not Draupnir's. */
const MARKERS = ['failing', 'not-draupnir'];

/**
 * Prefix words the pages' examples use besides `!draupnir`: bots whose localpart is `mod-bot` or
 * `guardian`, and `mod` and `guard` added to `commands.additionalPrefixes` (commands.md,
 * setting-up-and-configuring.md, management-room.md).
 */
const EXAMPLE_PREFIXES = ['mod', 'mod-bot', 'guard', 'guardian'];

const isCommand = (text: string) => {
  const first = /^\S+/.exec(text.trim())?.[0];
  return first !== undefined && surfacesFor(first, EXAMPLE_PREFIXES).length > 0;
};
const check = (line: string, nameOnly = false) => checkDraupnirCommand(line, {botPrefixes: EXAMPLE_PREFIXES, nameOnly});
const problemsOf = (line: string, nameOnly = false) => check(line, nameOnly)?.problems;

// How Draupnir reads a command: each case is a behaviour of interface-manager at the release.

test('the reader: keywords, numbers, identifiers, quoted strings and permalinks', () => {
  const types = (body: string) => readCommand(body).map((t) => `${t.type}:${t.text}`);
  assert.deepEqual(types('draupnir redact @eve:example.org --limit 10 :room #lobby:example.org'), [
    'string:draupnir', 'string:redact', 'MatrixUserID:@eve:example.org', 'Keyword:limit', 'number:10', 'Keyword:room', 'MatrixRoomAlias:#lobby:example.org',
  ]);
  assert.deepEqual(types('x -5 --- "two words" "@bob:example.org" !abc:example.org @nobody'), [
    'string:x', 'number:-5', 'Keyword:', 'string:two words', 'string:@bob:example.org', 'MatrixRoomID:!abc:example.org', 'string:@nobody',
  ]);
  assert.deepEqual(types('true truefalse notfalse https://matrix.to/#/!room:example.org/$event https://matrix.to/#/@eve:example.org'), [
    'boolean:true', 'boolean:truefalse', 'boolean:notfalse', 'MatrixEventReference:https://matrix.to/#/!room:example.org/$event', 'MatrixUserID:https://matrix.to/#/@eve:example.org',
  ]);
});

test('prefixes: !draupnir in any case, the bot user ID, example prefix words, !admin for the appservice; others are not Draupnir', () => {
  assert.equal(check('!draupnir status')?.surface, 'management');
  assert.deepEqual(problemsOf('!DRAUPNIR status'), []);
  assert.deepEqual(problemsOf('!@mod-bot:example.org status'), []);
  assert.deepEqual(problemsOf('!mod status'), []);
  assert.equal(check('!admin version')?.surface, 'appserviceAdmin');
  assert.equal(check('!ban @eve:example.org'), undefined);
  assert.equal(check('draupnir status'), undefined);
  assert.equal(check('!abc:example.org'), undefined);
});

test('command words: exact, case-sensitive, else Draupnir answers with its help', () => {
  assert.deepEqual(problemsOf('!draupnir'), []);
  assert.deepEqual(check('!draupnir rules matching members')?.command, ['draupnir', 'rules', 'matching', 'members']);
  assert.match(problemsOf('!draupnir bna @eve:example.org')![0], /"draupnir bna" is not a command/);
  assert.match(problemsOf('!draupnir Status')![0], /"draupnir Status" is not a command/);
  // A word after a command without parameters is an argument, not a sub-command.
  assert.deepEqual(problemsOf('!draupnir rooms list'), ['There is an unexpected non-keyword argument: `list` (string).']);
  // Safe mode has its own commands under the same prefix.
  assert.deepEqual(check('!draupnir recover 1'), {surface: 'safeMode', command: ['draupnir', 'recover'], problems: []});
});

test('parameters: required ones must be given, a prompt stands in for a missing one, types are checked', () => {
  assert.deepEqual(problemsOf('!draupnir ban'), ['An argument for the parameter entity was expected but was not provided.']);
  assert.deepEqual(problemsOf('!draupnir ban @eve:example.org'), [], 'the list and the reason are prompted for');
  assert.deepEqual(problemsOf('!draupnir ban @eve:example.org coc spam and abuse'), []);
  assert.deepEqual(problemsOf('!draupnir kick example.org'), [
    'user: was expecting a match for the presentation type: MatrixUserID but got `example.org` (string).',
  ]);
  // A number or a user ID is accepted where text is expected: the table translates it...
  assert.deepEqual(problemsOf('!draupnir powerlevel @bob:example.org 50 #lobby:example.org'), []);
  // ...but the appservice's table has no translators.
  assert.deepEqual(problemsOf('!admin displayname 42'), [
    'displayname: was expecting a match for the presentation type: string but got `42` (number).',
  ]);
});

test('keywords: anywhere, with `-`, `--` or `:`, values attached, unknown ones refused, flags swallow the next word', () => {
  assert.deepEqual(problemsOf('!draupnir redact @eve:example.org --room #lobby:example.org --limit 200 spam'), []);
  assert.deepEqual(problemsOf('!draupnir kick --dry-run --glob @*:example.org'), ['--glob is a flag, so Draupnir takes the word after it, `@*:example.org` (MatrixUserID), as the flag\'s value and drops it from the command: put the flag last, or before another keyword.']);
  assert.deepEqual(problemsOf('!draupnir watch #list:example.org :no-confirm'), []);
  assert.deepEqual(problemsOf('!draupnir redact @eve:example.org --limit'), ['An associated argument was not provided for the keyword limit.']);
  assert.deepEqual(problemsOf('!draupnir redact @eve:example.org --room lobby'), [
    '--room: was expecting a match for the presentation type: MatrixRoomID | MatrixRoomAlias but got `lobby` (string).',
  ]);
  assert.match(problemsOf('!draupnir watch #list:example.org --force')![0], /^Encountered unexpected keyword argument: force \(it takes --no-confirm\)/);
});

test('page notation: placeholders, optional parts and an elision', () => {
  assert.deepEqual(problemsOf('!draupnir protections config set <protection name> <setting name> <new value>'), []);
  assert.deepEqual(problemsOf('!draupnir kick <user> [...reason] [--dry-run] [--glob] [--room <room>]'), []);
  assert.deepEqual(problemsOf('!draupnir kick [<user>]'), ['An argument for the parameter user was expected but was not provided. (without its optional parts)']);
  assert.deepEqual(problemsOf('!draupnir watch <policy room> [--no-confim]'), ['Encountered unexpected keyword argument: no-confim (it takes --no-confirm). (with its optional parts)']);
  assert.deepEqual(problemsOf('!draupnir alias add …'), []);
  assert.deepEqual(problemsOf('!draupnir ban', true), [], 'inline code may name a command without its arguments');
  assert.deepEqual(problemsOf('!draupnir protections config', true), [], 'or a group of commands');
});

// The pages.

type Finding = {where: string; text: string; problems: string[]};


type Occurrence = {where: string; text: string; nameOnly: boolean; marker?: string};

/** Every command a text shows: lines of fenced blocks that start with a prefix, and inline code that does. */
function commandsIn(source: string, name: string): {commands: Occurrence[]; strayMarkers: string[]} {
  const {blocks, inline} = markdownCode(source);
  const commands: Occurrence[] = [];
  const strayMarkers: string[] = [];
  for (const block of blocks) {
    const marker = block.words.find((word) => MARKERS.includes(word));
    const lines = block.body.map((text, i) => ({text, line: block.line + 1 + i})).filter(({text}) => isCommand(text));
    if (marker && lines.length === 0) strayMarkers.push(`${name}:${block.line}: the block is marked "${marker}" but shows no Draupnir command`);
    for (const {text, line} of lines) commands.push({where: `${name}:${line}`, text: text.trim(), nameOnly: false, marker});
  }
  for (const span of inline) {
    const command = isCommand(span.text);
    if (span.marker && MARKERS.includes(span.marker) && !command) strayMarkers.push(`${name}:${span.line}: \`${span.text}\` is marked "${span.marker}" but is not a Draupnir command`);
    if (command && span.marker && !MARKERS.includes(span.marker)) strayMarkers.push(`${name}:${span.line}: unknown marker "${span.marker}" (known: ${MARKERS.join(', ')})`);
    if (command) commands.push({where: `${name}:${span.line}`, text: span.text, nameOnly: true, marker: span.marker});
  }
  return {commands, strayMarkers};
}

function findings(occurrences: Occurrence[]): Finding[] {
  return occurrences
    .filter((o) => !o.marker)
    .map((o) => ({where: o.where, text: o.text, problems: check(o.text, o.nameOnly)?.problems ?? []}))
    .filter((f) => f.problems.length > 0);
}

const report = (found: Finding[]) => found.map((f) => `${f.where}: \`${f.text}\`\n    ${f.problems.join('\n    ')}`).join('\n');

const pages = docPages().map((path) => ({name: relative(ROOT, path), source: readFileSync(path, 'utf8')}));
const all = pages.map((page) => ({...page, ...commandsIn(page.source, page.name)}));

test('the pages show Draupnir commands (the test reads them)', () => {
  const count = all.reduce((sum, page) => sum + page.commands.length, 0);
  assert.ok(count > 300, `${count} commands found`);
});

for (const page of all.filter((p) => p.commands.length > 0 || p.strayMarkers.length > 0)) {
  test(`${page.name}: every Draupnir command is one ${provenance.tag} accepts, or is marked`, () => {
    const found = findings(page.commands);
    if (found.length > 0) assert.fail(`\n${report(found)}`);
    if (page.strayMarkers.length > 0) assert.fail(`\n${page.strayMarkers.join('\n')}`);
  });
}

test(`openapi/draupnir.yaml: every Draupnir command in a description is one ${provenance.tag} accepts`, () => {
  const texts: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && /(^|\.)description$/.test(path)) texts.push(value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  walk(loadYaml(readFileSync(join(ROOT, 'openapi/draupnir.yaml'), 'utf8')), '');
  const occurrences = texts.flatMap((text, i) => commandsIn(text, `openapi/draupnir.yaml description ${i + 1}`).commands);
  assert.ok(occurrences.length > 0, 'the API description mentions Draupnir commands');
  const found = findings(occurrences);
  if (found.length > 0) assert.fail(`\n${report(found)}`);
});
