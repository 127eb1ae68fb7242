// The configuration checker and the command checker (docs/bot/check-configuration.mdx,
// docs/moderator/check-command.mdx) and the one reader they share with the docs tests
// (src/lib/draupnir/). Each rule has a case with keys, values, commands and messages of the release
// in data/draupnir/, so that removing the rule fails a test.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {headingSlug} from '../../src/lib/search/headingSlug';
import configKeyAnchors from '../../src/rehype/configKeyAnchors';
import {UNKNOWN_KEYS_ANCHOR} from '../../src/lib/draupnir/configAnchors';
import {DRAUPNIR_SAYS, IGNORED_BOT_KEYS, makeConfigReader, MAX_CHARACTERS, type ConfigReport, type Finding} from '../../src/lib/draupnir/configReader';
import {commandAnchor, explainCommand, MAX_COMMAND_CHARACTERS, type Explanation} from '../../src/lib/draupnir/commandExplanation';
import {makeCommandReader} from '../../src/lib/draupnir/commandReader';
import type {LegacyConfigFile} from '../../src/lib/draupnir/legacyTypes';
import {commandsData, configData} from '../support/draupnirData';

const ROOT = join(import.meta.dirname, '../..');
const legacy = JSON.parse(readFileSync(join(ROOT, 'data/draupnir/legacy-config.json'), 'utf8')) as LegacyConfigFile;
const configReader = makeConfigReader(configData, commandsData.reader, legacy);
const commandReader = makeCommandReader(commandsData, configData);

/** A bot-mode file Draupnir starts with: the management room given, nothing else wrong. */
const GOOD = ['homeserverUrl: "https://matrix.example.org"', 'rawHomeserverUrl: "https://matrix.example.org"', 'accessToken: "syt_bW9kLWJvdA_secret"', 'managementRoom: "#moderators:example.org"', ''].join('\n');

const check = (text: string, mode: 'bot' | 'appservice' = 'bot') => configReader.checkConfig(text, mode);
const only = (report: ConfigReport, kind: Finding['kind']) => report.findings.filter((f) => f.kind === kind);
const everything = (report: ConfigReport) => JSON.stringify(report);

// The configuration checker.

test('a file Draupnir starts with has no findings, and the summary lists what differs from the defaults', () => {
  const report = check(GOOD);
  assert.deepEqual(report.findings, []);
  assert.deepEqual(
    report.differences.map((d) => [d.path, d.line, d.value, d.default]),
    [
      ['homeserverUrl', 1, '"https://matrix.example.org"', '"http://localhost:8008"'],
      ['rawHomeserverUrl', 2, '"https://matrix.example.org"', '"http://localhost:8008"'],
      ['accessToken', 3, '•••••• (hidden)', '"NONE_PROVIDED"'],
      ['managementRoom', 4, '"#moderators:example.org"', 'unset'],
    ],
  );
  // A value equal to the default is not a difference.
  assert.deepEqual(check(`${GOOD}logLevel: "INFO"\nweb:\n  port: 8081\n`).differences.map((d) => d.path).slice(4), ['web.port']);
  assert.equal(check(`${GOOD}web:\n  port: 8081\n`).differences.at(-1)!.anchor, 'config-web.port');
});

test('YAML syntax errors: the reason, the line and the column, without the lines around them', () => {
  const report = check('homeserverUrl: "https://matrix.example.org"\naccessToken: "syt_very_secret"\nweb: enabled: true\nmanagementRoom: "#moderators:example.org"\n');
  const [error] = report.findings;
  assert.equal(error.kind, 'syntax');
  assert.equal(error.line, 3);
  assert.ok(error.column! > 1);
  assert.match(error.text, /^This is not valid YAML: /);
  assert.doesNotMatch(everything(report), /syt_very_secret/);
  const indent = check('web:\n  enabled: true\n   port: 8080\n').findings[0];
  assert.deepEqual([indent.kind, indent.line], ['syntax', 3]);
  assert.equal(check('commands: [\n').findings[0].kind, 'syntax');
});

test('unknown keys: the nearest known key, and whether Draupnir warns about them in its log', () => {
  const report = check(`${GOOD}protectAllJoinedRoom: true\nweb:\n  synapseHttpAntispam:\n    enabled: true\nport: 8080\nhealth:\n  sentry:\n    dns: "x"\n`);
  const unknown = only(report, 'unknown');
  assert.deepEqual(
    unknown.map((f) => [f.path, f.line, f.suggestion, f.anchor]),
    [
      ['protectAllJoinedRoom', 5, 'protectAllJoinedRooms', 'config-protectAllJoinedRooms'],
      ['web.synapseHttpAntispam', 7, 'web.synapseHTTPAntispam', 'config-web.synapseHTTPAntispam'],
      ['port', 9, 'web.port', 'config-web.port'],
      ['health.sentry.dns', 12, 'health.sentry.dsn', 'config-health.sentry.dsn'],
    ],
  );
  assert.match(unknown[0].text, /did you mean `protectAllJoinedRooms`\?/);
  assert.equal(unknown[1].quote, `${DRAUPNIR_SAYS.unknown} [ '/web/synapseHttpAntispam' ]`);
  // health.sentry has no defaults, so Draupnir's check does not look inside it.
  assert.equal(unknown[3].quote, undefined);
  assert.match(unknown[3].text, /without a word/);
  // A key with no near neighbour links to the section on unknown keys.
  assert.equal(only(check(`${GOOD}completelyDifferent: 1\n`), 'unknown')[0].anchor, UNKNOWN_KEYS_ANCHOR);
  // The appservice ignores unknown keys silently.
  assert.match(only(check('homeserver:\n  domain: example.org\n  url: http://127.0.0.1:8008\ndb:\n  connectionString: postgres://x\ndataPath: /data\nadminRoom: "#admins:example.org"\nadminroom: x\n', 'appservice'), 'unknown')[0].text, /did you mean `adminRoom`\?.*without a word/);
});

test('wrong types: the type Draupnir expects, and what each mode does about it', () => {
  const report = check(`${GOOD}web:\n  port: "8080"\nlogLevel: info\nautojoinOnlyIfManager: "yes"\nautomaticallyRedactForReasons: spam\n`);
  assert.deepEqual(
    only(report, 'type').map((f) => [f.path, f.line, f.text.split('. ')[0]]),
    [
      ['web.port', 6, '`web.port` should be a number, not `"8080"`'],
      ['logLevel', 7, '`logLevel` should be one of `DEBUG`, `INFO`, `WARN`, `ERROR`, not `"info"`'],
      ['autojoinOnlyIfManager', 8, '`autojoinOnlyIfManager` should be `true` or `false`, not `"yes"`'],
      ['automaticallyRedactForReasons', 9, '`automaticallyRedactForReasons` should be a list of strings, not `"spam"`'],
    ],
  );
  assert.ok(only(report, 'type').every((f) => f.severity === 'warning' && /does not check types/.test(f.text)));
  const appservice = check('homeserver:\n  domain: example.org\n  url: http://127.0.0.1:8008\ndb:\n  connectionString: postgres://x\ndataPath: /data\nadminRoom: "#admins:example.org"\nmaxDraupnirsPerUser: 0\n', 'appservice');
  const [type] = only(appservice, 'type');
  assert.deepEqual([type.path, type.severity, type.quote], ['maxDraupnirsPerUser', 'error', DRAUPNIR_SAYS.decode]);
  assert.match(type.text, /a whole number of at least 1/);
});

test('refused at start: managementRoom with initialManager, neither, a bad user ID, a permalink for the room', () => {
  const both = only(check(`${GOOD}initialManager: "@alice:example.org"\n`), 'refusal');
  assert.deepEqual(
    both.map((f) => [f.line, f.quote, f.anchor]),
    [[5, 'Draupnir config must use either one of managementRoom or initialManager, but not both.', 'config-managementRoom']],
  );
  const neither = only(check('homeserverUrl: "https://matrix.example.org"\n'), 'refusal');
  assert.equal(neither[0].quote, "Failed to load or create the Draupnir management room: If config.managementRoom isn't set, you must set an config.initialManager");
  assert.equal(only(check(''), 'refusal').length, 1, 'an empty file has no management room either');
  const manager = only(check('initialManager: "alice"\n'), 'refusal');
  assert.equal(manager[0].quote, 'Failed to load or create the Draupnir management room: config.initialManager is not a StringUserID');
  const permalink = only(check('managementRoom: "https://matrix.to/#/#moderators:example.org"\n'), 'refusal');
  assert.equal(permalink[0].quote, 'Failed to load or create the Draupnir management room: config.managementRoom: https://matrix.to/#/#moderators:example.org is not a valid room id or alias');
  assert.deepEqual(only(check('managementRoom: "!abcdef:example.org"\n'), 'refusal'), []);
});

test('appservice mode: required keys, the admin room, initialManager beside adminRoom', () => {
  const missing = only(check('homeserver:\n  domain: example.org\nadminRoom: "#admins:example.org"\n', 'appservice'), 'refusal');
  assert.deepEqual(missing.map((f) => f.path), ['homeserver.url', 'db', 'db.connectionString', 'dataPath']);
  assert.ok(missing.every((f) => f.quote === DRAUPNIR_SAYS.decode));
  const base = 'homeserver:\n  domain: example.org\n  url: http://127.0.0.1:8008\ndb:\n  connectionString: "postgres://draupnir:hunter2@db/draupnir"\ndataPath: /data\n';
  assert.equal(only(check(base, 'appservice'), 'refusal')[0].quote, "unable to load the appservice admin room: If config.adminRoom isn't set, you must set an config.initialManager");
  const both = check(`${base}adminRoom: "#admins:example.org"\ninitialManager: "@alice:example.org"\n`, 'appservice');
  assert.deepEqual(only(both, 'refusal'), []);
  assert.deepEqual(only(both, 'ignored').map((f) => f.path), ['initialManager']);
  assert.doesNotMatch(everything(both), /hunter2/, 'the connection string holds a password');
});

test('keys Draupnir reads but ignores', () => {
  const report = check(`${GOOD}recordIgnoredInvites: true\nverifyPermissionsOnStartup: false\ncommands:\n  features: []\n`);
  assert.deepEqual(
    only(report, 'ignored').map((f) => [f.path, f.line, f.anchor]),
    [
      ['recordIgnoredInvites', 5, 'config-recordIgnoredInvites'],
      ['verifyPermissionsOnStartup', 6, 'config-verifyPermissionsOnStartup'],
      ['commands.features', 8, 'config-commands.features'],
    ],
  );
  assert.deepEqual(only(report, 'unknown'), []);
  // The configuration reference says the same of each.
  const reference = readFileSync(join(ROOT, 'docs/bot/configuration.md'), 'utf8');
  for (const key of IGNORED_BOT_KEYS) assert.match(reference, new RegExp(`\`${key.replaceAll('.', '\\.')}\`[^\\n]*(no effect|Not read|do nothing)`), key);
  assert.deepEqual(only(check('db:\n  engine: postgres\n', 'appservice'), 'ignored').map((f) => f.path), ['db.engine']);
});

test('keys of Draupnir v2.x and Mjolnir: which release had them, and what replaces them', () => {
  const report = check(`${GOOD}verboseLogging: true\nprotectedRooms:\n  - "https://matrix.to/#/#lobby:example.org"\nprotections:\n  mentionLimitProtection:\n    maxMentions: 3\nnsfwSensitivity: 0.5\n`);
  const old = only(report, 'legacy');
  assert.deepEqual(old.map((f) => [f.path, f.line]), [
    ['verboseLogging', 5],
    ['protectedRooms', 6],
    ['protections.mentionLimitProtection', 9],
    ['nsfwSensitivity', 11],
  ]);
  assert.match(old[0].text, /Draupnir v2\.0\.0 to v2\.1\.0 and Mjolnir v1\.12\.1.*Use `logLevel`/);
  assert.match(old[1].text, /Mjolnir v1\.12\.1.*`!draupnir rooms add <room>`/);
  assert.match(old[2].text, /Draupnir v2\.0\.0 to v2\.2\.0.*protections config set MentionLimitProtection/);
  assert.match(old[3].text, /Nothing replaces it/);
  assert.ok(old.every((f) => f.anchor === UNKNOWN_KEYS_ANCHOR));
  assert.deepEqual(only(report, 'unknown'), []);
  // The data names its sources, and holds no key the release knows.
  assert.deepEqual(legacy.sources.map((s) => [s.project, s.tags.at(-1)]), [['Draupnir', 'v2.9.0'], ['Mjolnir', 'v1.12.1']]);
  const known = new Set(configData.bot.keys.map((k) => k.path));
  assert.deepEqual(legacy.keys.filter((k) => known.has(k.path)), []);
});

test('secrets are masked wherever a value is shown, also under a misspelt key', () => {
  const report = check(
    [
      'accessToken: 12345678901234567890',
      'acessToken: "syt_misspelt_secret"',
      'pantalaimon:',
      '  use: true',
      '  password: "correct horse battery staple"',
      'web:',
      '  synapseHTTPAntispam:',
      '    authorization: 42',
      'managementRoom: "#moderators:example.org"',
      '',
    ].join('\n'),
  );
  const text = everything(report);
  for (const secret of ['12345678901234567890', 'syt_misspelt_secret', 'correct horse', '"42"', ': 42']) assert.ok(!text.includes(secret), secret);
  assert.match(only(report, 'type').find((f) => f.path === 'accessToken')!.text, /should be a string, not `•••••• \(hidden\)`/);
  assert.equal(report.differences.find((d) => d.path === 'pantalaimon.password')?.value, '•••••• (hidden)');
});

test('bad input: a huge paste, binary data, a YAML bomb, deep nesting, a self-referring alias', () => {
  const huge = check('a'.repeat(5 * 1024 * 1024));
  assert.equal(huge.findings[0].kind, 'input');
  assert.match(huge.findings[0].text, /5,242,880 characters long/);
  assert.ok('a'.repeat(MAX_CHARACTERS).length === MAX_CHARACTERS && check(`${GOOD}#${'a'.repeat(MAX_CHARACTERS - GOOD.length - 1)}`).findings.length === 0);
  const binary = check('\u007fELF\u0002\u0001\u0001\u0000\u0000');
  assert.match(binary.findings[0].text, /does not look like a YAML text file: it holds the control character U\+007F/);
  assert.match(check('homeserverUrl: "x"\nmanagementRoom: "\ufffd\ufffd"\n').findings[0].text, /U\+FFFD/);
  const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
  bomb.push('automaticallyRedactForReasons: *i');
  const started = Date.now();
  const exploded = check(bomb.join('\n'));
  assert.ok(Date.now() - started < 5000, 'the bomb is refused quickly');
  assert.equal(exploded.findings.length, 1);
  assert.match(exploded.findings[0].text, /YAML bomb/);
  assert.match(check(`web: ${'['.repeat(80)}${']'.repeat(80)}\n`).findings[0].text, /nests .*more than 64 levels/);
  // Deeper still, js-yaml itself refuses to read it.
  assert.match(check(`x: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`).findings[0].text, /^This is not valid YAML: nesting exceeded/);
  // js-yaml builds a list that holds itself: walking it would never end.
  assert.match(check('a: &a [*a]\n').findings[0].text, /an alias refers to itself/);
});

test('the configuration reference: each key row gets the id the checker links to (build output: tests/unit/build-output/checkers.test.ts)', () => {
  const html = [
    '<h2>Bot-mode keys</h2>',
    '<table><thead><tr><th>Key</th><th>Type</th><th>Default</th><th>Purpose</th></tr></thead>',
    '<tbody><tr><td><code>web.port</code></td><td>number</td><td>8080</td><td>x</td></tr>',
    '<tr><td><code>homeserverUrl</code>, <code>rawHomeserverUrl</code></td><td>string</td><td>x</td><td>x</td></tr></tbody></table>',
    '<h2>Appservice configuration</h2>',
    '<table><thead><tr><th>Key</th><th>Type</th><th>Default</th><th>Purpose</th></tr></thead>',
    '<tbody><tr><td><code>adminRoom</code></td><td>string</td><td>unset</td><td>x</td></tr></tbody></table>',
    '<table><thead><tr><th>Key</th><th>Effect on hosted bots</th></tr></thead><tbody><tr><td><code>logLevel</code></td><td>x</td></tr></tbody></table>',
  ].join('');
  const tree = fromHtml(html, {fragment: true}) as Root;
  configKeyAnchors()(tree, {path: '/site/docs/bot/configuration.md'});
  const ids: string[] = [];
  const walk = (node: {children?: unknown[]; properties?: Element['properties']}) => {
    if (node.properties?.id) ids.push(String(node.properties.id));
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  assert.deepEqual(ids.sort(), ['appservice-config-adminRoom', 'config-homeserverUrl', 'config-rawHomeserverUrl', 'config-web.port']);
  // Other pages are left alone.
  const other = fromHtml(html, {fragment: true}) as Root;
  configKeyAnchors()(other, {path: '/site/docs/bot/setup.md'});
  assert.equal(JSON.stringify(other).includes('config-web.port'), false);
  const source = readFileSync(join(ROOT, 'docs/bot/configuration.md'), 'utf8');
  assert.ok([...source.matchAll(/^#{2,6} (.*)$/gm)].some((m) => headingSlug(m[1].replace(/<!--.*?-->/g, '')) === UNKNOWN_KEYS_ANCHOR));
});

// The command checker.

const explain = (line: string) => explainCommand(commandReader, line);
const read = (line: string) => {
  const result = explain(line);
  assert.equal(result.status, 'read', JSON.stringify(result));
  return result as Extract<Explanation, {status: 'read'}>;
};
const roles = (result: Extract<Explanation, {status: 'read'}>) => result.words.map((w) => `${w.text} = ${w.role}`);

test('ban @eve:example.org harassment: "harassment" is taken as the list, and Draupnir asks for a reason', () => {
  const result = read('!draupnir ban @eve:example.org harassment');
  assert.deepEqual(roles(result), ['draupnir = prefix', 'ban = command name', '@eve:example.org = parameter `entity`', 'harassment = parameter `list`']);
  assert.equal(result.verdict, 'prompts');
  assert.equal(result.reply?.opening, 'Please select one of the following options to provide as an argument for the parameter reason:');
  assert.match(result.notes[0], /`harassment` is taken as the list.*"Unable to find a policy room from the shortcode harassment"/);
  assert.deepEqual([result.command, result.anchor], ['ban', 'ban']);
  // Typed without a prefix, it is read as if `!draupnir` came first, and the page says so.
  const bare = read('ban @eve:example.org harassment');
  assert.deepEqual(roles(bare).slice(2), roles(result).slice(2));
  assert.match(bare.notes[0], /^Read as `!draupnir ban @eve:example.org harassment`/);
});

test('unban --invite @alice:example.org: the user is taken as the flag\'s value, and the command fails', () => {
  const result = read('!draupnir unban --invite @alice:example.org');
  assert.deepEqual(roles(result).slice(2), ['--invite = flag `--invite`', '@alice:example.org = value of `--invite`']);
  assert.equal(result.verdict, 'fails');
  assert.deepEqual(result.reply, {
    opening: 'There was a problem when parsing the entity parameter for this command.',
    message: 'An argument for the parameter entity was expected but was not provided.',
  });
  assert.match(result.notes[0], /takes `@alice:example.org` as the flag's value/);
  assert.equal(read('!draupnir unban @alice:example.org --invite').verdict, 'runs');
});

test('each way a command cannot be read gets Draupnir\'s own reply', () => {
  const type = read('!draupnir kick example.org');
  assert.equal(type.reply?.message, 'Was expecting a match for the presentation type: MatrixUserID but got example.org.');
  const keyword = read('!draupnir watch #coc:example.org --force');
  assert.deepEqual(keyword.reply, {opening: 'There was an unexpected argument provided for this command.', message: 'Encountered unexpected keyword argument: force'});
  const extra = read('!draupnir rooms list');
  assert.deepEqual(extra.reply?.message, 'There is an unexpected non-keyword argument: list');
  const value = read('!draupnir redact @eve:example.org --limit');
  assert.equal(value.reply?.message, 'An associated argument was not provided for the keyword limit.');
  const unknown = read('!draupnir bna @eve:example.org');
  assert.equal(unknown.verdict, 'help');
  assert.match(unknown.summary, /`draupnir bna` is not a command .*`ban`/);
  assert.equal(read('!draupnir rooms add #lobby:example.org').verdict, 'runs');
});

test('safe mode and the appservice admin room', () => {
  const recover = read('!draupnir recover');
  assert.deepEqual([recover.surface, recover.verdict, recover.anchor], ['safeMode', 'fails', 'recover']);
  assert.equal(recover.reply?.opening, 'There was a problem when parsing the recovery option parameter for this command.');
  assert.deepEqual([read('!draupnir recover 1').surface, read('!draupnir recover 1').verdict], ['safeMode', 'runs']);
  const help = read('!draupnir help');
  assert.equal(help.surface, 'management');
  assert.match(help.notes.join(' '), /safe mode, the same words are read as its own `help` command/);
  const provision = read('!admin provision');
  assert.deepEqual([provision.surface, provision.verdict, provision.anchor], ['appserviceAdmin', 'fails', 'admin-provision']);
  assert.equal(read('!admin allow @alice:example.org').verdict, 'runs');
});

test('bad input: not a command, a command of 10,000 characters, control characters', () => {
  assert.equal(explain('hello there').status, 'notDraupnir');
  assert.equal(explain('   ').status, 'empty');
  const long = explain(`!draupnir ban ${'x'.repeat(10_000)}`);
  assert.equal(long.status, 'refused');
  assert.match((long as {message: string}).message, /10,014 characters long.*at most 2,000/);
  assert.ok(MAX_COMMAND_CHARACTERS >= 1000);
  const control = explain('!draupnir ban @eve:example.org\u0007');
  assert.equal(control.status, 'refused');
  assert.match((control as {message: string}).message, /control character U\+0007 at position 31/);
});

test('every command links to a heading of the command reference', () => {
  const source = readFileSync(join(ROOT, 'docs/moderator/commands.md'), 'utf8');
  const ids = new Set([...source.matchAll(/^#{2,6} (.*)$/gm)].map((m) => headingSlug(m[1].replace(/\{#[^}]*\}/, '').trim())));
  const missing = commandsData.surfaces.flatMap((surface) => surface.commands.map((c) => commandAnchor(surface.id, c.words)).filter((id) => !ids.has(id)));
  assert.deepEqual(missing, []);
});
