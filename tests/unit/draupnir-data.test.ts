// data/draupnir/ describes one release, and the extractor that writes it (scripts/draupnir-extract.ts)
// reads command tables and configuration the way Draupnir builds them. CI has no Draupnir checkout,
// so the extractor runs here on a small monorepo written in the test, shaped like Draupnir's.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {extractCommandSurfaces} from '../../scripts/lib/draupnir/extractCommands';
import {extractConfig} from '../../scripts/lib/draupnir/extractConfig';
import {extractMessages} from '../../scripts/lib/draupnir/extractMessages';
import type {SourceTree} from '../../scripts/lib/draupnir/sourceTree';
import {StaticProgram} from '../../scripts/lib/draupnir/staticProgram';
import {commandsData, configData, messagesData, provenance} from '../support/draupnirData';

test('data/draupnir: the four files describe one tagged commit', () => {
  assert.match(provenance.tag, /^v\d+\.\d+\.\d+/);
  assert.match(provenance.commit, /^[0-9a-f]{40}$/);
  assert.deepEqual(commandsData.source, provenance);
  assert.deepEqual(configData.source, provenance);
  assert.deepEqual(messagesData.source, provenance);
});

function memoryTree(files: Record<string, string>): SourceTree {
  const paths = Object.keys(files).sort();
  return {
    tag: 'v0.0.0',
    commit: '0'.repeat(40),
    paths,
    has: (path) => path in files,
    read(path) {
      if (!(path in files)) throw new Error(`no ${path}`);
      return files[path];
    },
  };
}

/** Just enough of interface-manager, matrix-basic-types and a Draupnir app to extract. */
const FIXTURE = {
  'packages/interface-manager/package.json': '{"name": "@the-draupnir-project/interface-manager"}',
  'packages/interface-manager/src/index.ts': 'export * from "./Command";\n',
  'packages/interface-manager/src/Command/index.ts': `
    export enum PresentationSchemaType { Single = "Single", Union = "Union", Top = "Top" }
    export const TopPresentationSchema = Object.freeze({ schemaType: PresentationSchemaType.Top });
    export function definePresentationType(o) { return o; }
    export function describeTranslator(to, from, f) { return { to, from }; }
    export function describeCommand(o) { return o; }
    export function tuple(...a) { return a; }
    export function union(...a) { return a; }
    export class StandardCommandTable {}
    export const StringPresentationType = definePresentationType({ name: "string" });
    export const NumberPresentationType = definePresentationType({ name: "number" });
    export const MatrixUserIDPresentationType = definePresentationType({ name: "MatrixUserID" });
    export const StringFromNumberTranslator = describeTranslator(StringPresentationType, NumberPresentationType, (x) => x);
  `,
  'packages/matrix-basic-types/package.json': '{"name": "@the-draupnir-project/matrix-basic-types"}',
  'packages/matrix-basic-types/src/Ids.ts': `
    const StringUserIDRegex = /^@[^:]*:\\S*$/;
    const StringRoomIDRegex = /^!x/;
    const StringRoomAliasRegex = /^#x/;
    export const MatrixToRegex = /^https:\\/\\/matrix\\.to/;
  `,
  'apps/bot/package.json': '{"name": "bot"}',
  'apps/bot/src/commands/Table.ts': `
    import { StandardCommandTable, StringFromNumberTranslator } from "@the-draupnir-project/interface-manager";
    export const TopLevel = new StandardCommandTable("draupnir top level").internPresentationTypeTranslator(StringFromNumberTranslator);
  `,
  'apps/bot/src/commands/Commands.ts': `
    import { StandardCommandTable, describeCommand, tuple, union, TopPresentationSchema, StringPresentationType as Text, MatrixUserIDPresentationType } from "@the-draupnir-project/interface-manager";
    import { TopLevel } from "./Table";
    import { Extra } from "../protections/Extra";
    const Shared = tuple({ name: "who", acceptor: MatrixUserIDPresentationType });
    export const Kick = describeCommand({
      summary: "kick",
      parameters: tuple(...Shared, { name: "list", acceptor: union(Text, MatrixUserIDPresentationType), async prompt() { return 1; } }),
      keywords: { keywordDescriptions: { "dry-run": { isFlag: true }, limit: { acceptor: Text } } },
      rest: { name: "reason", acceptor: Text },
      async executor() {},
    });
    export const Help = describeCommand({ async executor() {}, parameters: [], rest: { name: "parts", acceptor: TopPresentationSchema }, summary: "help" });
    const Inner = new StandardCommandTable("draupnir").internCommand(Kick, ["kick"]).internCommand(Help, ["help"]);
    TopLevel.importTable(Inner, ["draupnir"]);
    TopLevel.importTable(Extra, ["draupnir", "extra"]);
  `,
  'apps/bot/src/protections/Extra.ts': `
    import { StandardCommandTable, describeCommand } from "@the-draupnir-project/interface-manager";
    export const Extra = new StandardCommandTable("Extra");
    const Status = describeCommand({ summary: "s", parameters: [], async executor() {} });
    Extra.internCommand(Status, ["status"]);
  `,
  'apps/bot/src/commands/Dispatcher.ts': `
    import { StandardMatrixInterfaceCommandDispatcher, makeCommandNormaliser } from "@the-draupnir-project/interface-manager";
    import { TopLevel } from "./Table";
    import { Help } from "./Commands";
    import "./Commands";
    function makeNormaliser(id, config) {
      return makeCommandNormaliser(id, {
        symbolPrefixes: config.commands.symbolPrefixes,
        isAllowedOnlySymbolPrefixes: false,
        additionalPrefixes: ["draupnir", ...config.commands.additionalPrefixes],
        getDisplayName() { return "Bot"; },
        normalisedPrefix: "draupnir",
      });
    }
    export function make(draupnir) {
      return new StandardMatrixInterfaceCommandDispatcher(a, draupnir, TopLevel, Help, info, { commandNormaliser: makeNormaliser(draupnir.id, draupnir.config) });
    }
  `,
  'apps/draupnir/src/config.ts': `
    import { Boot } from "./Boot";
    export interface IConfig {
      homeserverUrl: string;
      managementRoom: string | undefined;
      logLevel: "DEBUG" | "INFO";
      commands: { symbolPrefixes: string[]; additionalPrefixes: string[] };
      safeMode?: { bootOption: Boot };
      configMeta: { configPath: string } | undefined;
    }
    const defaultConfig: IConfig = {
      homeserverUrl: "http://localhost:8008",
      managementRoom: undefined,
      logLevel: "INFO",
      commands: { symbolPrefixes: ["!"], additionalPrefixes: ["draupnir"] },
      safeMode: { bootOption: Boot.RecoveryOnly },
      configMeta: undefined,
    };
    function readConfigSource() { return Config.util.extendDeep({}, defaultConfig, parsed, { configMeta: meta }); }
    export function getProvisionedMjolnirConfig() { const allowedKeys = ["commands", "logLevel"]; }
  `,
  'apps/draupnir/src/Boot.ts': 'export enum Boot { RecoveryOnly = "RecoveryOnly", Never = "Never" }\n',
  'config/default.yaml': 'homeserverUrl: "https://matrix.org"\nlogLevel: INFO\n',
  'apps/draupnir/src/appservice/config/config.ts': `
    import { Type } from "@sinclair/typebox";
    export const AppserviceConfig = Type.Object({
      homeserver: Type.Object({ domain: Type.String() }),
      maxBots: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      logging: Type.Optional(Type.Object({ console: Type.Optional(Type.Union([Type.Literal("debug"), Type.Literal("off")])) })),
    });
  `,
  'apps/draupnir/src/appservice/AppService.ts': 'function run(config) { configure(config.logging ?? { console: "debug" }); }\n',
  'apps/draupnir/src/appservice/config/config.example.yaml': 'homeserver:\n  domain: example.org\ndb:\n  engine: postgres\n',
};

test('extractor: a surface from its dispatcher, tables filled across files in import order, parameters, prompts and keywords', () => {
  const [surface, ...others] = extractCommandSurfaces(new StaticProgram(memoryTree(FIXTURE)));
  assert.equal(others.length, 0);
  assert.equal(surface.id, 'management');
  assert.deepEqual(surface.fallback, ['draupnir', 'help']);
  assert.deepEqual(surface.translators, [{to: 'string', from: 'number'}]);
  assert.deepEqual(surface.prefixes.symbolPrefixes, {config: 'commands.symbolPrefixes'});
  assert.deepEqual(surface.prefixes.additionalPrefixes, {literal: ['draupnir'], config: 'commands.additionalPrefixes'});
  assert.deepEqual(surface.prefixes.displayName, {literal: 'Bot'});
  assert.deepEqual(surface.commands.map((c) => [c.words.join(' '), c.table]), [
    ['draupnir extra status', 'Extra'],
    ['draupnir help', 'draupnir'],
    ['draupnir kick', 'draupnir'],
  ]);
  const kick = surface.commands.find((c) => c.words.at(-1) === 'kick')!;
  assert.equal(kick.source, 'apps/bot/src/commands/Commands.ts:6');
  assert.deepEqual(kick.parameters, [
    {name: 'who', accepts: ['MatrixUserID'], prompt: false},
    {name: 'list', accepts: ['string', 'MatrixUserID'], prompt: true},
  ]);
  assert.deepEqual(kick.rest, {name: 'reason', accepts: ['string'], prompt: false});
  assert.deepEqual(kick.keywords, [
    {name: 'dry-run', flag: true, accepts: 'any'},
    {name: 'limit', flag: false, accepts: ['string']},
  ]);
});

test('extractor: configuration keys with types, built-in defaults, sample values, keys Draupnir sets, appservice fallbacks', () => {
  const {bot, appservice} = extractConfig(new StaticProgram(memoryTree(FIXTURE)));
  const byPath = (keys: typeof bot.keys) => Object.fromEntries(keys.map(({path, ...rest}) => [path, rest]));
  const botKeys = byPath(bot.keys);
  assert.deepEqual(botKeys.homeserverUrl, {type: 'string', required: false, optional: false, default: 'http://localhost:8008', defaultSource: 'apps/draupnir/src/config.ts:11', sample: 'https://matrix.org'});
  assert.deepEqual(botKeys.managementRoom, {type: 'string', required: false, optional: true});
  assert.deepEqual(botKeys.logLevel.type === 'enum' && botKeys.logLevel.values, ['DEBUG', 'INFO']);
  assert.deepEqual(botKeys['commands.symbolPrefixes'].default, ['!']);
  assert.deepEqual(botKeys['safeMode.bootOption'], {type: 'enum', values: ['RecoveryOnly', 'Never'], required: false, optional: false, default: 'RecoveryOnly', defaultSource: 'apps/draupnir/src/config.ts:11'});
  assert.equal(botKeys['configMeta.configPath'].setByDraupnir, true);
  assert.deepEqual(bot.hostedBotKeys, ['commands', 'logLevel']);
  const appKeys = byPath(appservice.keys);
  assert.equal(appKeys['homeserver.domain'].required, true);
  assert.deepEqual(appKeys.maxBots, {type: 'integer', minimum: 1, required: false, optional: true, default: 1, defaultSource: 'apps/draupnir/src/appservice/config/config.ts:3'});
  assert.equal(appKeys['logging.console'].default, 'debug');
  assert.equal(appKeys['logging.console'].defaultSource, 'apps/draupnir/src/appservice/AppService.ts:1');
  assert.deepEqual(appservice.sampleOnlyKeys, ['db.engine']);
});

/** A package with each kind of message, and things that are not messages. */
const MESSAGE_FIXTURE = {
  'packages/kit/package.json': '{"name": "kit"}',
  'packages/kit/src/Thing.tsx': [
    'import { Logger, ResultError, ActionException } from "./x";',
    'const log = new Logger("Thing");',
    'type Kind = "not a message at all";',
    'export function go(user: string, room: string) {',
    '  log.info(`Banning ${user} in ${room}`);',
    '  log.warn("Could not ban", user);',
    '  LogService.error("Thing#go", "Failed to start the thing");',
    '  if (room === "some literal key") return ResultError.Result("The room " + room + " is not protected.");',
    '  throw new TypeError("Give either one of these, but not both.");',
    '}',
    'export const Described = { description: "Shows the status of the thing.", key: "m.room.member" };',
    'export function render(count: number, name: string) {',
    '  return (',
    '    <root>',
    '      <b>Rooms ({count}):</b>',
    '      <ul><li>{name} (last update: <code>{count}</code>)</li></ul>',
    '      This deployment protects {count} users',
    '      across {count}&#32;rooms.',
    '    </root>',
    '  );',
    '}',
  ].join('\n'),
  'packages/kit/src/Thing.test.ts': 'log.info("A test message that ships nowhere");\n',
};

test('extractor: messages with their kind, wildcards for inserted values, JSX lines, log level and module; tests and non-prose left out', () => {
  const messages = extractMessages(new StaticProgram(memoryTree(MESSAGE_FIXTURE)));
  const shown = messages.map(({kind, text, source, level, module}) => [kind, text, source.replace('packages/kit/src/Thing.tsx:', ''), level ?? '', module ?? ''].join(' | '));
  assert.deepEqual(shown, [
    'log | Banning {…} in {…} | 5 | INFO | Thing',
    'log | Could not ban {…} | 6 | WARN | Thing',
    'log | Failed to start the thing | 7 | ERROR | Thing#go',
    'error | The room {…} is not protected. | 8 |  | ',
    'error | Give either one of these, but not both. | 9 |  | ',
    'help | Shows the status of the thing. | 11 |  | ',
    'reply | Rooms ({…}): | 15 |  | ',
    'reply | {…} (last update: {…}) | 16 |  | ',
    'reply | This deployment protects {…} users across {…} rooms. | 17 |  | ',
  ]);
  assert.equal(messages.find((m) => m.text.startsWith('Give'))?.errorClass, 'TypeError');
});
