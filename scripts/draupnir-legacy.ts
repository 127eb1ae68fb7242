// Writes data/draupnir/legacy-config.json: the bot-mode configuration keys that Draupnir's v2
// releases or Mjolnir's last release read and the release in data/draupnir/ does not, with what
// replaced them (scripts/lib/draupnir/legacyReplacements.ts). The "Check your configuration" page
// reports them. Keys are read from the `IConfig` interface of each release's src/config.ts.
//
//   npm run draupnir:legacy -- --draupnir-git-dir <Draupnir.git> --mjolnir-git-dir <mjolnir.git> [--check]
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import type {ConfigFile} from './lib/draupnir/dataTypes';
import {interfaceKeyPaths} from './lib/draupnir/extractLegacyKeys';
import {LEGACY_REPLACEMENTS} from './lib/draupnir/legacyReplacements';
import type {LegacyConfigFile, LegacyKey, LegacySource} from '../src/lib/draupnir/legacyTypes';

const OUT = join(import.meta.dirname, '../data/draupnir/legacy-config.json');
const FILE = 'src/config.ts';
/** Keys of Mjolnir's interface that hold objects at run time, never written in a file. */
const RUNTIME_ONLY = /^RUNTIME(\.|$)/;

const {values} = parseArgs({
  options: {'draupnir-git-dir': {type: 'string'}, 'mjolnir-git-dir': {type: 'string'}, check: {type: 'boolean', default: false}},
});
if (!values['draupnir-git-dir'] || !values['mjolnir-git-dir']) {
  console.error('Usage: npm run draupnir:legacy -- --draupnir-git-dir <Draupnir.git> --mjolnir-git-dir <mjolnir.git> [--check]');
  process.exit(2);
}

const git = (gitDir: string, args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], {maxBuffer: 64 * 1024 * 1024}).toString();

/** Release tags (no pre-releases) matching `prefix`, oldest first. */
function releases(gitDir: string, prefix: RegExp): string[] {
  const tags = git(gitDir, ['tag', '--list']).split('\n').filter((tag) => prefix.test(tag) && /^v\d+\.\d+\.\d+$/.test(tag));
  const number = (tag: string) => tag.slice(1).split('.').map(Number);
  return tags.sort((a, b) => {
    const [x, y] = [number(a), number(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

const current = JSON.parse(readFileSync(join(import.meta.dirname, '../data/draupnir/config.json'), 'utf8')) as ConfigFile;
const known = new Set(current.bot.keys.map((key) => key.path));

const draupnirGit = values['draupnir-git-dir'];
const mjolnirGit = values['mjolnir-git-dir'];
const v2 = releases(draupnirGit, /^v2\./);
const mjolnirTag = releases(mjolnirGit, /^v1\./).at(-1)!;
const commit = (gitDir: string, tag: string) => git(gitDir, ['rev-parse', `${tag}^{commit}`]).trim();

const keys = new Map<string, LegacyKey>();
for (const tag of v2) {
  for (const path of interfaceKeyPaths(git(draupnirGit, ['show', `${tag}:${FILE}`]), `${tag}:${FILE}`)) {
    if (known.has(path)) continue;
    const key = keys.get(path) ?? {path, draupnir: {first: tag, last: tag}, mjolnir: null};
    key.draupnir!.last = tag;
    keys.set(path, key);
  }
}
for (const path of interfaceKeyPaths(git(mjolnirGit, ['show', `${mjolnirTag}:${FILE}`]), `${mjolnirTag}:${FILE}`)) {
  if (known.has(path) || RUNTIME_ONLY.test(path)) continue;
  keys.set(path, {...(keys.get(path) ?? {path, draupnir: null}), mjolnir: mjolnirTag});
}
for (const key of keys.values()) {
  const replacement = LEGACY_REPLACEMENTS[key.path];
  if (replacement) key.replacement = replacement;
}
const unused = Object.keys(LEGACY_REPLACEMENTS).filter((path) => !keys.has(path));
if (unused.length > 0) throw new Error(`legacyReplacements.ts names keys no old release has, or that ${current.source.tag} has: ${unused.join(', ')}`);

const sources: LegacySource[] = [
  {project: 'Draupnir', repository: current.source.repository, tags: v2, commit: commit(draupnirGit, v2.at(-1)!), file: FILE},
  {project: 'Mjolnir', repository: 'https://github.com/matrix-org/mjolnir', tags: [mjolnirTag], commit: commit(mjolnirGit, mjolnirTag), file: FILE},
];
const data: LegacyConfigFile = {
  current: {tag: current.source.tag, commit: current.source.commit},
  sources,
  keys: [...keys.values()].sort((a, b) => a.path.localeCompare(b.path)),
};
const text = `${JSON.stringify(data, null, 2)}\n`;
if (values.check) {
  const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === text;
  console.log(`${same ? 'up to date' : 'differs   '} ${OUT}`);
  process.exit(same ? 0 : 1);
}
writeFileSync(OUT, text);
console.log(`${OUT}: ${data.keys.length} keys (Draupnir ${v2[0]} to ${v2.at(-1)}, Mjolnir ${mjolnirTag})`);
