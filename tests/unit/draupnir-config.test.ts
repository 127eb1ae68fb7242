// Draupnir configuration in the pages, against data/draupnir/config.json:
// - every YAML block that is Draupnir configuration uses only keys the release knows, each with a
//   value of the right type. A block is bot-mode configuration when its fence title names a file
//   called `production.yaml` or `default.yaml` (in any folder), and appservice configuration when it
//   names `appservice.yaml`; a YAML block without such a title whose keys are all Draupnir's fails,
//   so that no configuration goes unchecked. A string with a `<placeholder>` fits any type. The API
//   description's texts are checked the same way.
// - the configuration reference (docs/bot/configuration.md) lists every key, with the type and the
//   default the release has; its table of defaults that differ from the sample file, and its table
//   of keys copied to hosted bots, match the release too.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {load as loadYaml} from 'js-yaml';
import type {ConfigKey, ConfigType} from '../../scripts/lib/draupnir/dataTypes';
import {makeConfigReader, modeOfTitle, type ConfigMode} from '../../src/lib/draupnir/configReader';
import {commandsData, configData} from '../support/draupnirData';
import {markdownCode} from '../support/markdownCode';
import {docPages} from '../support/docPages';

const ROOT = join(import.meta.dirname, '../..');
const REFERENCE = 'docs/bot/configuration.md';

type Mode = ConfigMode;
// The one reader of configuration, which the "Check your configuration" page uses too.
const {keys: KEYS, configProblems} = makeConfigReader(configData, commandsData.reader);
const show = (value: unknown) => JSON.stringify(value);

// How Draupnir reads a configuration: a few cases, so that the checks above can be seen to fail.

test('config checks: unknown keys, wrong types, placeholders, keys Draupnir sets', () => {
  assert.deepEqual(configProblems('bot', {web: {enabled: true, port: 8082, abuseReporting: {enabled: true}}}), []);
  assert.deepEqual(configProblems('bot', {web: {synapseHttpAntispam: {enabled: true}}}), [
    'web.synapseHttpAntispam: not a bot-mode configuration key of the release',
  ]);
  assert.deepEqual(configProblems('bot', {backgroundDelayMS: '500'}), ['backgroundDelayMS: should be a number, not "500"']);
  assert.deepEqual(configProblems('bot', {logLevel: 'info'}), ['logLevel: should be one of "DEBUG", "INFO", "WARN", "ERROR", not "info"']);
  assert.deepEqual(configProblems('bot', {accessToken: '<access-token>', web: {port: '<port>'}}), []);
  assert.deepEqual(configProblems('bot', {configMeta: {configPath: '/x'}}), ['configMeta: Draupnir sets this key itself and overwrites the file\'s value']);
  assert.deepEqual(configProblems('appservice', {maxDraupnirsPerUser: 0, initialManager: 'alice'}), [
    'maxDraupnirsPerUser: should be at least 1, not 0',
    'initialManager: should be a user ID, not "alice"',
  ]);
  assert.equal(modeOfTitle('/srv/draupnir/config/production.yaml'), 'bot');
  assert.equal(modeOfTitle('config/appservice.yaml'), 'appservice');
  assert.equal(modeOfTitle('homeserver.yaml'), undefined);
});

// YAML blocks in the pages.


const pages = docPages().map((path) => ({name: relative(ROOT, path), source: readFileSync(path, 'utf8')}));
const yamlBlocks = pages.flatMap((page) =>
  markdownCode(page.source)
    .blocks.filter((block) => /^ya?ml$/.test(block.language))
    .map((block) => ({...block, page: page.name})),
);

/** Whether a document's top-level keys are all keys of one configuration. */
function looksLike(mode: Mode, document: unknown): boolean {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return false;
  const names = Object.keys(document);
  return names.length > 0 && names.every((name) => KEYS[mode].has(name));
}

test('the pages have Draupnir configuration blocks of both modes (the test reads them)', () => {
  const modes = yamlBlocks.map((block) => modeOfTitle(block.title));
  assert.ok(modes.filter((m) => m === 'bot').length >= 10, 'bot-mode blocks');
  assert.ok(modes.filter((m) => m === 'appservice').length >= 2, 'appservice blocks');
});

type Block = ReturnType<typeof markdownCode>['blocks'][number] & {page: string};

function blockProblems(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    const where = `${block.page}:${block.line}`;
    let document: unknown;
    try {
      document = loadYaml(block.body.join('\n'));
    } catch (error) {
      return modeOfTitle(block.title) ? [`${where}: not valid YAML: ${(error as Error).message.split('\n')[0]}`] : [];
    }
    const mode = modeOfTitle(block.title);
    if (mode) return configProblems(mode, document).map((problem) => `${where} (${block.title}): ${problem}`);
    const like = (['bot', 'appservice'] as const).find((m) => looksLike(m, document));
    return like
      ? [`${where}: this YAML holds only ${like === 'bot' ? 'bot-mode' : 'appservice'} configuration keys; give it a title naming ${like === 'bot' ? 'production.yaml' : 'appservice.yaml'} so that it is checked`]
      : [];
  });
}

for (const page of pages) {
  const blocks = yamlBlocks.filter((block) => block.page === page.name);
  if (blocks.length === 0) continue;
  test(`${page.name}: every Draupnir configuration block uses known keys with values of the right type`, () => {
    const problems = blockProblems(blocks);
    if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
  });
}

test('openapi/draupnir.yaml: every Draupnir configuration block in a description uses known keys with values of the right type', () => {
  const blocks: Block[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && /(^|\.)description$/.test(path)) {
      blocks.push(...markdownCode(value).blocks.filter((b) => /^ya?ml$/.test(b.language)).map((b) => ({...b, page: `openapi/draupnir.yaml ${path.slice(1)}`})));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  walk(loadYaml(readFileSync(join(ROOT, 'openapi/draupnir.yaml'), 'utf8')), '');
  assert.ok(blocks.some((block) => modeOfTitle(block.title)), 'the API description shows Draupnir configuration');
  const problems = blockProblems(blocks);
  if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
});

// The configuration reference.

type Row = {line: number; h2: string; header: string[]; cells: string[]};

/** The rows of every table in a page, with the table's header and the section it is in. */
function tables(source: string): Row[] {
  const rows: Row[] = [];
  const lines = source.split('\n');
  let h2 = '';
  let header: string[] | undefined;
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
  lines.forEach((line, index) => {
    if (line.startsWith('## ')) h2 = line.slice(3);
    if (!line.startsWith('|')) {
      header = undefined;
      return;
    }
    if (header === undefined) header = cells(line);
    else if (!/^\|[\s|:-]+\|$/.test(line.trim())) rows.push({line: index + 1, h2, header, cells: cells(line)});
  });
  return rows;
}

const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

type Claim = {kind: 'required'} | {kind: 'none'} | {kind: 'value'; text: string} | {kind: 'list'; items: string[]} | {kind: 'empty'; value: '' | []} | {kind: 'prose'; spans: string[]};

/** What a Default cell says. README.md ("Commands and configuration in the pages") lists the forms. */
function readDefaultCell(cell: string): Claim {
  if (/^required\b/i.test(cell)) return {kind: 'required'};
  if (/^(unset|none)\b/i.test(cell)) return {kind: 'none'};
  if (/^empty list\b/i.test(cell)) return {kind: 'empty', value: []};
  if (/^empty\b/i.test(cell)) return {kind: 'empty', value: ''};
  const leading = /^`[^`]+`(?:,\s*`[^`]+`)*/.exec(cell);
  if (leading) {
    const items = spans(leading[0]);
    return items.length === 1 ? {kind: 'value', text: items[0]} : {kind: 'list', items};
  }
  return {kind: 'prose', spans: spans(cell)};
}

/** Whether the written value stands for `actual`: as text, or as a YAML value (`["!"]`, `8080`). */
function writtenAs(text: string, actual: unknown): boolean {
  if (typeof actual === 'string') return text === actual;
  if (typeof actual === 'number' || typeof actual === 'boolean') return text === String(actual);
  try {
    return JSON.stringify(loadYaml(text)) === JSON.stringify(actual);
  } catch {
    return false;
  }
}

function defaultProblem(cell: string, key: ConfigKey, actual: unknown = key.default): string | undefined {
  const claim = readDefaultCell(cell);
  const has = `the release's default is ${actual === undefined ? 'none' : show(actual)}${key.defaultSource ? ` (${key.defaultSource})` : ''}`;
  switch (claim.kind) {
    case 'required':
      return key.required ? undefined : `says required, but the key is optional; ${has}`;
    case 'none':
      if (key.required) return `says "${cell}", but the key is required`;
      return actual === undefined ? undefined : `says "${cell}", but ${has}`;
    case 'empty':
      return JSON.stringify(actual) === JSON.stringify(claim.value) ? undefined : `says "${cell}", but ${has}`;
    case 'value':
      return actual !== undefined && writtenAs(claim.text, actual) ? undefined : `says \`${claim.text}\`, but ${has}`;
    case 'list':
      return JSON.stringify(actual) === JSON.stringify(claim.items) ? undefined : `says ${claim.items.map((i) => `\`${i}\``).join(', ')}, but ${has}`;
    case 'prose': {
      const missing = claim.spans.filter((span) => !JSON.stringify(actual ?? null).includes(span));
      return missing.length === 0 ? undefined : `names ${missing.map((s) => `\`${s}\``).join(', ')}, which the default does not contain; ${has}`;
    }
  }
}

/** What a Type cell says: a list of values, or a type word. */
function typeProblemOfCell(cell: string, key: ConfigKey): string | undefined {
  const values = spans(cell);
  const stated =
    values.length >= 2 && /^`/.test(cell)
      ? 'enum'
      : ({string: 'string', boolean: 'boolean', number: 'number', integer: 'integer', list: 'array'} as const)[
          /^\w+/.exec(cell)?.[0].toLowerCase() as 'string'
        ];
  const type: ConfigType['type'] = key.type;
  if (stated !== type) return `type says "${cell}", but the release's type is ${key.type}${key.type === 'enum' ? ` (${key.values.join(', ')})` : ''}`;
  if (key.type === 'enum' && JSON.stringify([...values].sort()) !== JSON.stringify(key.values.map(String).sort())) {
    return `type lists ${values.join(', ')}, but the release accepts ${key.values.join(', ')}`;
  }
  const minimum = /at least (\d+)/.exec(cell)?.[1];
  if (key.type === 'integer' && key.minimum !== undefined && Number(minimum) !== key.minimum) return `type should say "at least ${key.minimum}"`;
  return undefined;
}

const reference = tables(readFileSync(join(ROOT, REFERENCE), 'utf8'));
const modeOfSection = (h2: string): Mode => (/appservice/i.test(h2) ? 'appservice' : 'bot');
const keyRows = reference.filter((row) => row.header.join('|') === 'Key|Type|Default|Purpose');

test(`${REFERENCE}: the tables give every key of both modes with the release's type and default`, () => {
  const problems: string[] = [];
  const listed: Record<Mode, Set<string>> = {bot: new Set(), appservice: new Set()};
  for (const row of keyRows) {
    const mode = modeOfSection(row.h2);
    const [keyCell, typeCell, defaultCell] = row.cells;
    for (const path of spans(keyCell)) {
      listed[mode].add(path);
      const where = `${REFERENCE}:${row.line} ${path}`;
      const key = KEYS[mode].get(path);
      if (!key) {
        // A key of the sample file that the schema does not have: the page may list it as ignored.
        const ignored = mode === 'appservice' && configData.appservice.sampleOnlyKeys.includes(path);
        if (!ignored || readDefaultCell(defaultCell).kind !== 'none') problems.push(`${where}: not a ${mode} configuration key of the release`);
        continue;
      }
      const type = typeProblemOfCell(typeCell, key);
      if (type) problems.push(`${where}: ${type}`);
      const value = defaultProblem(defaultCell, key);
      if (value) problems.push(`${where}: default ${value}`);
    }
  }
  for (const mode of ['bot', 'appservice'] as const) {
    for (const key of KEYS[mode].values()) {
      if (key.type !== 'object' && !key.setByDraupnir && !listed[mode].has(key.path)) problems.push(`${REFERENCE}: no row for the ${mode} key ${key.path}`);
    }
  }
  assert.ok(keyRows.length > 50, 'the key tables are found');
  if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
});

test(`${REFERENCE}: the defaults that differ from the sample file are all listed, with both values right`, () => {
  const rows = reference.filter((row) => /^Built-in default/.test(row.header[1] ?? ''));
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const row of rows) {
    for (const path of spans(row.cells[0])) {
      listed.add(path);
      const key = KEYS.bot.get(path);
      const where = `${REFERENCE}:${row.line} ${path}`;
      if (!key) {
        problems.push(`${where}: not a bot-mode configuration key of the release`);
        continue;
      }
      const builtIn = defaultProblem(row.cells[1], key);
      if (builtIn) problems.push(`${where}: built-in default ${builtIn}`);
      const sample = defaultProblem(row.cells[2], {...key, required: false, defaultSource: configData.bot.sample}, key.sample);
      if (sample) problems.push(`${where}: sample value ${sample.replace("the release's default is", "the sample's value is")}`);
    }
  }
  for (const key of KEYS.bot.values()) {
    const differs = key.type !== 'object' && 'sample' in key && JSON.stringify(key.sample) !== JSON.stringify(key.default);
    if (differs && !listed.has(key.path)) {
      problems.push(`${REFERENCE}: ${key.path} is ${show(key.default)} built in but ${show(key.sample)} in ${configData.bot.sample}, and is not in the table`);
    }
  }
  assert.ok(rows.length > 0, 'the table is found');
  if (problems.length > 0) assert.fail(`\n${problems.join('\n')}`);
});

test(`${REFERENCE}: the keys copied to hosted bots are the ones the appservice copies`, () => {
  const rows = reference.filter((row) => row.header.join('|') === 'Key|Effect on hosted bots');
  assert.deepEqual(rows.flatMap((row) => spans(row.cells[0])).sort(), [...configData.bot.hostedBotKeys].sort());
});
