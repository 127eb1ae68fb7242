// Reads a Draupnir release and writes what the docs tests check the pages against, into
// data/draupnir/: the commands of every command room (commands.json), every configuration key with
// its type and default (config.json), every message Draupnir can show in the management room or its
// log (messages.json), and which tag and commit they come from (provenance.json).
//
//   npm run draupnir:extract -- --git-dir <path-to-Draupnir.git> --tag v3.1.0
//   npm run draupnir:extract -- --checkout <path-to-a-Draupnir-work-tree> [--tag v3.1.0 --commit <id>]
//
// Add --out <dir> to write elsewhere, --check to compare with the committed files instead of writing.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {MESSAGE_WILDCARD, type CommandsFile, type ConfigFile, type MessagesFile, type Provenance} from './lib/draupnir/dataTypes';
import {extractCommandSurfaces, extractReaderPatterns} from './lib/draupnir/extractCommands';
import {extractConfig} from './lib/draupnir/extractConfig';
import {extractMessages} from './lib/draupnir/extractMessages';
import {directoryTree, gitTagTree, type SourceTree} from './lib/draupnir/sourceTree';
import {StaticProgram} from './lib/draupnir/staticProgram';

const REPOSITORY = 'https://github.com/the-draupnir-project/Draupnir';
const DEFAULT_OUT = join(import.meta.dirname, '../data/draupnir');

const {values} = parseArgs({
  options: {
    'git-dir': {type: 'string'},
    checkout: {type: 'string'},
    tag: {type: 'string'},
    commit: {type: 'string'},
    out: {type: 'string', default: DEFAULT_OUT},
    check: {type: 'boolean', default: false},
  },
});

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run draupnir:extract -- (--git-dir <dir> --tag <tag> | --checkout <dir> [--tag <tag> --commit <id>]) [--out <dir>] [--check]`);
  process.exit(2);
}

function openTree(): SourceTree {
  if (values['git-dir'] && values.checkout) usage('Give either --git-dir or --checkout, not both.');
  if (values['git-dir']) {
    if (!values.tag) usage('--git-dir needs --tag.');
    return gitTagTree(values['git-dir'], values.tag);
  }
  if (values.checkout) return directoryTree(values.checkout, {tag: values.tag, commit: values.commit});
  usage('Say where Draupnir is.');
}

function extract(): {tree: SourceTree; commands: CommandsFile; config: ConfigFile; messages: MessagesFile} {
  try {
    const tree = openTree();
    const program = new StaticProgram(tree);
    const source: Provenance = {repository: REPOSITORY, tag: tree.tag, commit: tree.commit};
    return {
      tree,
      commands: {source, surfaces: extractCommandSurfaces(program), reader: extractReaderPatterns(program)},
      config: {source, ...extractConfig(program)},
      messages: {source, wildcard: MESSAGE_WILDCARD, messages: extractMessages(program)},
    };
  } catch (error) {
    // A checkout that cannot be read, or source whose shape the extractor does not know: the
    // message names the file and line.
    console.error(`Cannot extract: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const {tree, commands, config, messages} = extract();

const files: Record<string, unknown> = {
  'provenance.json': commands.source,
  'commands.json': commands,
  'config.json': config,
  'messages.json': messages,
};
const out = values.out!;
let stale = 0;
mkdirSync(out, {recursive: true});
for (const [name, data] of Object.entries(files)) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const path = join(out, name);
  if (values.check) {
    const same = existsSync(path) && readFileSync(path, 'utf8') === text;
    if (!same) stale++;
    console.log(`${same ? 'up to date' : 'differs   '} ${path}`);
  } else {
    writeFileSync(path, text);
  }
}

const count = (id: string) => commands.surfaces.find((s) => s.id === id)?.commands.length ?? 0;
console.log(
  `${tree.tag} (${tree.commit}): ${count('management')} management room commands, ${count('safeMode')} safe mode commands, ` +
    `${count('appserviceAdmin')} appservice admin commands; ${config.bot.keys.length} bot-mode and ` +
    `${config.appservice.keys.length} appservice configuration keys; ${messages.messages.length} messages${values.check ? '' : ` written to ${out}`}.`,
);
if (stale > 0) process.exit(1);
