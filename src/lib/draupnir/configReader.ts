// Reads a Draupnir configuration file the way Draupnir v3.1.0 does and says what it will make of it,
// against data/draupnir/config.json (and legacy-config.json for keys of older releases). One
// implementation for the "Check your configuration" page and for the tests that check the pages'
// YAML examples (tests/unit/draupnir-config.test.ts). What it follows in Draupnir's source:
// - bot mode (apps/draupnir/src/config.ts, readConfigSource): js-yaml's `load`, merged over the
//   built-in defaults; keys missing from the defaults are logged as "There are unknown configuration
//   properties, possibly a result of typos:" and the bot starts anyway; types are not checked;
//   managementRoom with initialManager throws at once; then (managedRoomAccountData.ts,
//   loadZeroTouchDeployRoomFromConfig) neither of them, an initialManager that is not a user ID, or
//   a managementRoom that is not a room ID or alias stops the start.
// - appservice mode (apps/draupnir/src/appservice/config/config.ts): js-yaml's `load`, then
//   TypeBox's Value.Decode against the schema, which stops at a missing required key or a wrong type
//   and lets unknown keys through without a word; then adminRoom or initialManager is needed.
// The text never leaves the function: nothing is stored or sent, and the values of secret keys are
// replaced by a mask wherever a finding or the summary shows a value.
import {load, YAMLException} from 'js-yaml';
import type {CommandsFile, ConfigFile, ConfigKey, ConfigType} from '../../../scripts/lib/draupnir/dataTypes';
import {configKeyAnchor, UNKNOWN_KEYS_ANCHOR, type ConfigMode} from './configAnchors';
import type {LegacyConfigFile} from './legacyTypes';

export type {ConfigMode};

/** The longest text read: a real configuration file is a few kilobytes. */
export const MAX_CHARACTERS = 200_000;
/** How many values a file may hold once its aliases are expanded (a "billion laughs" guard). */
export const MAX_VALUES = 20_000;
/** How deeply mappings and lists may nest (Draupnir's deepest key has three levels). */
export const MAX_DEPTH = 64;

export type FindingKind = 'input' | 'syntax' | 'unknown' | 'type' | 'refusal' | 'ignored' | 'legacy' | 'setByDraupnir';

export type Finding = {
  kind: FindingKind;
  /** error: Draupnir stops, or the file cannot be read; warning: Draupnir runs, not as meant; note: worth knowing. */
  severity: 'error' | 'warning' | 'note';
  /** Dotted key path, when the finding is about a key. */
  path?: string;
  /** 1-based line and column in the text. */
  line?: number;
  column?: number;
  /** What the reader should know, with code in backticks. Secret values are masked. */
  text: string;
  /** Draupnir's own words, when it says something (a log line, an error). */
  quote?: string;
  /** The nearest known key, for an unknown one. */
  suggestion?: string;
  /** The id of the row in the configuration reference. */
  anchor?: string;
};

export type Difference = {path: string; line?: number; value: string; default: string; anchor: string};

export type ConfigReport = {
  mode: ConfigMode;
  findings: Finding[];
  /** Every setting the file gives a value that differs from the one Draupnir uses without it. */
  differences: Difference[];
};

const MASK = '•••••• (hidden)';
/** Key names whose values are secrets, also when misspelt or unknown. */
const SECRET = /token|password|passwd|secret|authori[sz]ation|dsn|connectionstring|apikey|api_key|credential/i;
export const isSecretPath = (path: string) => SECRET.test(path.split('.').pop() ?? '');

const show = (value: unknown) => JSON.stringify(value);
const isPlaceholder = (value: unknown) => typeof value === 'string' && /<[^<>]+>/.test(value);
const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which configuration a code block's title names, by the file's name. */
export function modeOfTitle(title: string | undefined): ConfigMode | undefined {
  const file = title?.split(/[\s/]/).find((part) => /\.ya?ml$/.test(part));
  if (file === 'production.yaml' || file === 'default.yaml') return 'bot';
  if (file === 'appservice.yaml') return 'appservice';
  return undefined;
}

/**
 * Keys v3.1.0 accepts but no code reads (found with `git grep` over apps/draupnir/src at v3.1.0: the
 * only mentions are in config.ts's type and defaults). The configuration reference says the same.
 */
export const IGNORED_BOT_KEYS = ['recordIgnoredInvites', 'verifyPermissionsOnStartup', 'logMutedModules', 'commands.features', 'health.healthz.endpoint'];

/** Draupnir's messages, quoted as data from the files named. */
export const DRAUPNIR_SAYS = {
  // apps/draupnir/src/config.ts, readConfigSource
  unknown: 'There are unknown configuration properties, possibly a result of typos:',
  both: 'Draupnir config must use either one of managementRoom or initialManager, but not both.',
  // apps/draupnir/src/DraupnirBotMode.ts and appservice/AppService.ts, with managedRoomAccountData.ts
  botRoomFailed: 'Failed to load or create the Draupnir management room',
  appserviceRoomFailed: 'unable to load the appservice admin room',
  neither: (room: string) => `If config.${room} isn't set, you must set an config.initialManager`,
  notUserID: 'config.initialManager is not a StringUserID',
  notRoom: (room: string, value: string) => `config.${room}: ${value} is not a valid room id or alias`,
  // @sinclair/typebox 0.34, Value.Decode (TransformDecodeCheckError)
  decode: 'Unable to decode value as it does not match the expected schema',
} as const;

/** Where each key is written in the text: a line scanner for block mappings (flow mappings fall back to their parent's line). */
export function keyPositions(text: string): Map<string, {line: number; column: number}> {
  const positions = new Map<string, {line: number; column: number}>();
  const stack: {indent: number; path: string}[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const match = /^(\s*)(?:(["'])(.*?)\2|([^\s#"'\-?:,[\]{}][^:#]*?|-[^\s:#][^:#]*?))\s*:(?:\s|$)/.exec(raw);
    if (!match || raw.trimStart().startsWith('#')) {
      // A list item or a continuation line does not change where keys are.
      return;
    }
    const indent = match[1].length;
    const name = match[3] ?? match[4];
    while (stack.length > 0 && stack[stack.length - 1].indent >= indent) stack.pop();
    const full = stack.length > 0 ? `${stack[stack.length - 1].path}.${name}` : name;
    if (!positions.has(full)) positions.set(full, {line: index + 1, column: indent + 1});
    stack.push({indent, path: full});
  });
  return positions;
}

/** Damerau-free edit distance, case-insensitive. */
function distance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** A reading of the text's size and characters before YAML sees it. */
export function inputProblem(text: string): Finding | undefined {
  if (text.length > MAX_CHARACTERS) {
    return {
      kind: 'input',
      severity: 'error',
      text: `This text is ${text.length.toLocaleString('en-GB')} characters long. A Draupnir configuration file is a few thousand characters, so the checker reads at most ${MAX_CHARACTERS.toLocaleString('en-GB')}: check that you chose the right file.`,
    };
  }
  // NUL, other C0 controls (bar tab, line feed, carriage return), DEL, and U+FFFD (bytes that were not text).
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.exec(text);
  if (control) {
    const before = text.slice(0, control.index);
    const line = before.split(/\r\n|\r|\n/).length;
    const column = control.index - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) ;
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return {
      kind: 'input',
      severity: 'error',
      line,
      column,
      text: `This does not look like a YAML text file: it holds the control character U+${code}, which YAML does not allow. A binary file, or text saved in another encoding than UTF-8, looks like this.`,
    };
  }
  return undefined;
}

/** Refuses a document whose aliases expand it beyond MAX_VALUES values, or that nests too deeply. */
function sizeProblem(document: unknown): string | undefined {
  const sizes = new Map<object, number>();
  const visiting = new Set<object>();
  const size = (value: unknown, depth: number): number => {
    if (typeof value !== 'object' || value === null) return 1;
    if (depth > MAX_DEPTH) return Infinity;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    // An alias to a node that holds itself never ends.
    if (visiting.has(value)) return Infinity;
    visiting.add(value);
    let total = 1;
    for (const inner of Object.values(value)) {
      total += size(inner, depth + 1);
      if (total > MAX_VALUES) break;
    }
    visiting.delete(value);
    sizes.set(value, total);
    return total;
  };
  const total = size(document, 0);
  if (total <= MAX_VALUES) return undefined;
  return total === Infinity
    ? `The file nests mappings or lists more than ${MAX_DEPTH} levels deep, or an alias refers to itself. A Draupnir configuration is never nested that deeply.`
    : `The file's aliases (\`*name\`) repeat its anchors (\`&name\`) into more than ${MAX_VALUES.toLocaleString('en-GB')} values, the pattern of a "YAML bomb". A Draupnir configuration holds a few hundred values at most, so the checker stops here.`;
}

/** The configuration reader for one release's data. */
export function makeConfigReader(configData: ConfigFile, reader: CommandsFile['reader'], legacy?: LegacyConfigFile) {
  const KEYS: Record<ConfigMode, Map<string, ConfigKey>> = {
    bot: new Map(configData.bot.keys.map((key) => [key.path, key])),
    appservice: new Map(configData.appservice.keys.map((key) => [key.path, key])),
  };
  const USER_ID = new RegExp(reader.userID.pattern, reader.userID.flags);
  const ROOM_ID = new RegExp(reader.roomID.pattern, reader.roomID.flags);
  const ROOM_ALIAS = new RegExp(reader.roomAlias.pattern, reader.roomAlias.flags);
  const RELEASE = `Draupnir ${configData.source.tag}`;
  const LEGACY = new Map((legacy?.keys ?? []).map((key) => [key.path, key]));

  function typeProblem(type: ConfigType, value: unknown): string | undefined {
    if (isPlaceholder(value)) return undefined;
    switch (type.type) {
      case 'string':
        if (typeof value !== 'string') return `should be a string, not ${show(value)}`;
        if (type.format === 'StringUserID' && !USER_ID.test(value)) return `should be a user ID, not ${show(value)}`;
        return undefined;
      case 'number':
        return typeof value === 'number' ? undefined : `should be a number, not ${show(value)}`;
      case 'integer':
        if (!Number.isInteger(value)) return `should be an integer, not ${show(value)}`;
        return type.minimum !== undefined && (value as number) < type.minimum ? `should be at least ${type.minimum}, not ${show(value)}` : undefined;
      case 'boolean':
        return typeof value === 'boolean' ? undefined : `should be true or false, not ${show(value)}`;
      case 'enum':
        return type.values.includes(value as string) ? undefined : `should be one of ${type.values.map(show).join(', ')}, not ${show(value)}`;
      case 'array': {
        if (!Array.isArray(value)) return `should be a list, not ${show(value)}`;
        const problems = value.map((item) => typeProblem(type.items, item)).filter(Boolean);
        return problems.length > 0 ? `items ${problems.join('; ')}` : undefined;
      }
      case 'object':
        return isMapping(value) ? undefined : `should be a mapping of keys, not ${show(value)}`;
    }
  }

  /** Problems of a parsed configuration block in a page: unknown keys and values of the wrong type. */
  function configProblems(mode: ConfigMode, document: unknown, prefix = ''): string[] {
    if (!isMapping(document)) return prefix === '' ? ['the block is not a mapping of keys'] : [];
    return Object.entries(document).flatMap(([name, value]) => {
      const path = prefix + name;
      const key = KEYS[mode].get(path);
      if (!key) return [`${path}: not a ${mode === 'bot' ? 'bot-mode' : 'appservice'} configuration key of the release`];
      if (key.setByDraupnir) return [`${path}: Draupnir sets this key itself and overwrites the file's value`];
      if (value === null) return key.optional ? [] : [`${path}: has no value`];
      const problem = typeProblem(key, value);
      if (problem) return [`${path}: ${problem}`];
      return key.type === 'object' ? configProblems(mode, value, `${path}.`) : [];
    });
  }

  /** The known key nearest to an unknown one: a sibling a typo away, or the same name elsewhere. */
  function nearestKey(mode: ConfigMode, path: string): string | undefined {
    const parts = path.split('.');
    const name = parts.pop()!;
    const parent = parts.join('.');
    const all = [...KEYS[mode].values()].filter((key) => !key.setByDraupnir).map((key) => key.path);
    const siblings = all.filter((candidate) => candidate.split('.').slice(0, -1).join('.') === parent);
    const limit = Math.max(2, Math.floor(name.length / 3));
    let best: {path: string; score: number} | undefined;
    for (const candidate of siblings) {
      const score = distance(name, candidate.split('.').pop()!);
      if (score <= limit && (!best || score < best.score)) best = {path: candidate, score};
    }
    if (best) return best.path;
    // The same name (in any case) somewhere else: a key indented under the wrong parent.
    const depth = (candidate: string) => candidate.split('.').length;
    const elsewhere = all.filter((candidate) => candidate.split('.').pop()!.toLowerCase() === name.toLowerCase()).sort((a, b) => depth(a) - depth(b));
    if (elsewhere.length > 0) return elsewhere[0];
    for (const candidate of all) {
      const score = distance(name, candidate.split('.').pop()!);
      if (score <= Math.min(limit, 2) && (!best || score < best.score)) best = {path: candidate, score};
    }
    return best?.path;
  }

  const display = (path: string, value: unknown) => (isSecretPath(path) && value !== null && value !== undefined && value !== '' ? MASK : show(value));

  /** Whether Draupnir's unknown-key warning covers keys under `parent` (its defaults hold that object). */
  const warnedUnder = (parent: string) =>
    parent === '' || [...KEYS.bot.values()].some((key) => key.path.startsWith(`${parent}.`) && 'default' in key);

  /** Reads a whole file a reader pasted, as Draupnir would, and lists what it would do with it. */
  function checkConfig(text: string, mode: ConfigMode): ConfigReport {
    const findings: Finding[] = [];
    const report: ConfigReport = {mode, findings, differences: []};
    const input = inputProblem(text);
    if (input) {
      findings.push(input);
      return report;
    }
    let document: unknown;
    try {
      document = load(text);
    } catch (error) {
      if (error instanceof YAMLException) {
        // Only the reason and the place: js-yaml's own message quotes the lines around the error,
        // which may hold a secret.
        findings.push({
          kind: 'syntax',
          severity: 'error',
          line: error.mark ? error.mark.line + 1 : undefined,
          column: error.mark ? error.mark.column + 1 : undefined,
          text: `This is not valid YAML: ${error.reason}. Draupnir stops at start when it cannot read its file.`,
        });
      } else {
        findings.push({kind: 'input', severity: 'error', text: 'The file nests too deeply to be read. A Draupnir configuration is never nested that deeply.'});
      }
      return report;
    }
    const tooBig = sizeProblem(document);
    if (tooBig) {
      findings.push({kind: 'input', severity: 'error', text: tooBig});
      return report;
    }
    if (document !== undefined && document !== null && !isMapping(document)) {
      findings.push({
        kind: 'syntax',
        severity: 'error',
        line: 1,
        column: 1,
        text: `The file is ${Array.isArray(document) ? 'a list' : 'a single value'}, not a mapping of keys such as \`homeserverUrl: …\`.`,
      });
      return report;
    }
    const file: Record<string, unknown> = isMapping(document) ? document : {};
    const positions = keyPositions(text);
    const where = (path: string) => {
      const parts = path.split('.');
      while (parts.length > 0) {
        const found = positions.get(parts.join('.'));
        if (found) return found;
        parts.pop();
      }
      return undefined;
    };
    const at = (path: string) => {
      const found = where(path);
      return found ? {line: found.line, column: found.column} : {};
    };
    const anchor = (path: string) => configKeyAnchor(mode, path);
    const keys = KEYS[mode];
    const given = new Map<string, unknown>();

    const walk = (value: Record<string, unknown>, prefix: string) => {
      for (const [name, inner] of Object.entries(value)) {
        const path = prefix ? `${prefix}.${name}` : name;
        const key = keys.get(path);
        if (!key) {
          unknownKey(path, inner);
          continue;
        }
        if (key.setByDraupnir) {
          findings.push({
            kind: 'setByDraupnir',
            severity: 'warning',
            path,
            ...at(path),
            text: `Draupnir fills \`${path}\` in itself at start and overwrites what the file says: remove it.`,
          });
          continue;
        }
        if (inner === null || inner === undefined) {
          if (!key.optional && key.type !== 'object') {
            findings.push({kind: 'type', severity: mode === 'appservice' ? 'error' : 'warning', path, ...at(path), anchor: anchor(path), text: `\`${path}\` has no value; it should be ${expectedType(key)}.`, quote: mode === 'appservice' ? DRAUPNIR_SAYS.decode : undefined});
          }
          given.set(path, inner);
          continue;
        }
        const problem = typeProblem(key, inner);
        if (problem) {
          findings.push({
            kind: 'type',
            severity: mode === 'appservice' ? 'error' : 'warning',
            path,
            ...at(path),
            anchor: anchor(path),
            text:
              `\`${path}\` should be ${expectedType(key)}, not \`${display(path, inner)}\`. ` +
              (mode === 'appservice'
                ? 'The appservice checks its file against a schema and stops at start.'
                : 'Draupnir does not check types when it reads the file: it uses the value as written, and fails or misbehaves where the setting is used.'),
            quote: mode === 'appservice' ? DRAUPNIR_SAYS.decode : undefined,
          });
          continue;
        }
        if (key.type === 'object' && isMapping(inner)) walk(inner, path);
        else given.set(path, inner);
      }
    };

    const unknownKey = (path: string, value: unknown) => {
      const old = LEGACY.get(path);
      if (mode === 'bot' && old) {
        findings.push({
          kind: 'legacy',
          severity: 'warning',
          path,
          ...at(path),
          anchor: UNKNOWN_KEYS_ANCHOR,
          text: `\`${path}\` is a key of ${legacyWhere(old)}; ${RELEASE} does not know it and ignores it. ${old.replacement ?? 'Nothing replaces it: remove it.'}`,
          quote: `${DRAUPNIR_SAYS.unknown} [ '/${path.split('.').join('/')}' ]`,
        });
        return;
      }
      const suggestion = nearestKey(mode, path);
      const parent = path.split('.').slice(0, -1).join('.');
      const logged = mode === 'bot' && warnedUnder(parent);
      findings.push({
        kind: 'unknown',
        severity: 'warning',
        path,
        ...at(path),
        suggestion,
        anchor: suggestion ? anchor(suggestion) : mode === 'bot' ? UNKNOWN_KEYS_ANCHOR : undefined,
        text:
          `\`${path}\` is not a ${mode === 'bot' ? 'bot-mode' : 'appservice'} key of ${RELEASE}${suggestion ? `: did you mean \`${suggestion}\`?` : '.'} ` +
          (mode === 'appservice'
            ? 'The appservice ignores it without a word.'
            : logged
              ? 'Draupnir ignores it and only warns in its log at start.'
              : 'Draupnir ignores it without a word, since it has no defaults under `' + parent + '`.'),
        quote: logged ? `${DRAUPNIR_SAYS.unknown} [ '/${path.split('.').join('/')}' ]` : undefined,
      });
      void value;
    };

    walk(file, '');

    if (mode === 'bot') botStart(file, findings, at, anchor);
    else appserviceStart(file, findings, at, anchor, given);

    // Keys read but not used.
    const ignored = mode === 'bot' ? IGNORED_BOT_KEYS : configData.appservice.sampleOnlyKeys;
    for (const path of ignored) {
      if (!hasPath(file, path)) continue;
      findings.push({
        kind: 'ignored',
        severity: 'note',
        path,
        ...at(path),
        anchor: anchor(path),
        text: `\`${path}\` is accepted, but no code of ${RELEASE} reads it: it has no effect.`,
      });
    }
    // A key that is ignored is reported as such, not as unknown too (db.engine is not in the schema).
    const kept = findings.filter((finding) => !(finding.kind === 'unknown' && ignored.includes(finding.path ?? '')));
    findings.splice(0, findings.length, ...kept);

    // Settings that differ from what Draupnir uses when the key is left out.
    for (const [path, value] of given) {
      const key = keys.get(path)!;
      if (key.type === 'object') continue;
      const fallback = 'default' in key ? key.default : undefined;
      if (value === null || value === undefined) continue;
      if (show(value) === show(fallback)) continue;
      report.differences.push({
        path,
        line: where(path)?.line,
        value: display(path, value),
        default: fallback === undefined ? 'unset' : show(fallback),
        anchor: anchor(path),
      });
    }
    // By line; findings about the file as a whole come last.
    findings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
    return report;
  }

  const legacyWhere = (old: LegacyConfigFile['keys'][number]) => {
    const places = [];
    if (old.draupnir) places.push(old.draupnir.first === old.draupnir.last ? `Draupnir ${old.draupnir.first}` : `Draupnir ${old.draupnir.first} to ${old.draupnir.last}`);
    if (old.mjolnir) places.push(`Mjolnir ${old.mjolnir}`);
    return places.join(' and ');
  };

  function botStart(file: Record<string, unknown>, findings: Finding[], at: (path: string) => object, anchor: (path: string) => string) {
    const room = file.managementRoom;
    const manager = file.initialManager;
    if (room !== undefined && room !== null && manager !== undefined && manager !== null) {
      findings.push({
        kind: 'refusal',
        severity: 'error',
        path: 'initialManager',
        ...at('initialManager'),
        anchor: anchor('managementRoom'),
        text: 'The file gives both `managementRoom` and `initialManager`, so Draupnir stops at start. Keep `managementRoom` for a room that exists, or `initialManager` to have Draupnir create one.',
        quote: DRAUPNIR_SAYS.both,
      });
      return;
    }
    if ((room === undefined || room === null) && (manager === undefined || manager === null)) {
      findings.push({
        kind: 'refusal',
        severity: 'error',
        text: 'The file gives neither `managementRoom` nor `initialManager`, so Draupnir has no management room and stops at start. Give one of them.',
        anchor: anchor('managementRoom'),
        quote: `${DRAUPNIR_SAYS.botRoomFailed}: ${DRAUPNIR_SAYS.neither('managementRoom')}`,
      });
      return;
    }
    if (typeof manager === 'string' && !isPlaceholder(manager) && !USER_ID.test(manager)) {
      findings.push({
        kind: 'refusal',
        severity: 'error',
        path: 'initialManager',
        ...at('initialManager'),
        anchor: anchor('initialManager'),
        text: '`initialManager` is not a user ID such as `@alice:example.org`, so Draupnir stops at start.',
        quote: `${DRAUPNIR_SAYS.botRoomFailed}: ${DRAUPNIR_SAYS.notUserID}`,
      });
    }
    if (typeof room === 'string' && !isPlaceholder(room) && !ROOM_ID.test(room) && !ROOM_ALIAS.test(room)) {
      findings.push({
        kind: 'refusal',
        severity: 'error',
        path: 'managementRoom',
        ...at('managementRoom'),
        anchor: anchor('managementRoom'),
        text: '`managementRoom` is not a room ID (`!…:example.org`) or alias (`#…:example.org`); bot mode refuses a matrix.to link here too. Draupnir stops at start.',
        quote: `${DRAUPNIR_SAYS.botRoomFailed}: ${DRAUPNIR_SAYS.notRoom('managementRoom', room)}`,
      });
    }
  }

  function appserviceStart(file: Record<string, unknown>, findings: Finding[], at: (path: string) => object, anchor: (path: string) => string, given: Map<string, unknown>) {
    for (const key of KEYS.appservice.values()) {
      if (!key.required) continue;
      const parent = key.path.split('.').slice(0, -1).join('.');
      // A required key of an optional object is needed only when the object is there.
      if (parent && !hasPath(file, parent)) {
        if (!KEYS.appservice.get(parent)?.required) continue;
      }
      if (hasPath(file, key.path)) continue;
      findings.push({
        kind: 'refusal',
        severity: 'error',
        path: key.path,
        ...(parent ? at(parent) : {}),
        anchor: anchor(key.path),
        text: `The appservice needs \`${key.path}\`, and stops at start without it.${key.default !== undefined ? ` The schema names ${show(key.default)} as its default, but the file is checked without filling defaults in.` : ''}`,
        quote: DRAUPNIR_SAYS.decode,
      });
    }
    const room = file.adminRoom;
    const manager = file.initialManager;
    if ((room === undefined || room === null) && (manager === undefined || manager === null)) {
      findings.push({
        kind: 'refusal',
        severity: 'error',
        anchor: anchor('adminRoom'),
        text: 'The file gives neither `adminRoom` nor `initialManager`, so the appservice has no admin room and stops at start. Give one of them.',
        quote: `${DRAUPNIR_SAYS.appserviceRoomFailed}: ${DRAUPNIR_SAYS.neither('adminRoom')}`,
      });
    } else if (room !== undefined && room !== null && manager !== undefined && manager !== null) {
      findings.push({
        kind: 'ignored',
        severity: 'note',
        path: 'initialManager',
        ...at('initialManager'),
        anchor: anchor('initialManager'),
        text: 'With `adminRoom` given, the appservice does not read `initialManager`: it has no effect.',
      });
    }
    void given;
  }

  return {keys: KEYS, typeProblem, configProblems, nearestKey, checkConfig};
}

/** Whether a dotted path is present in a parsed document. */
function hasPath(document: unknown, path: string): boolean {
  let current = document;
  for (const part of path.split('.')) {
    if (!isMapping(current) || !Object.hasOwn(current, part)) return false;
    current = current[part];
  }
  return true;
}

/** The type a key takes, in words: "a number", "one of `DEBUG`, `INFO`". */
export function expectedType(type: ConfigType): string {
  switch (type.type) {
    case 'string':
      return type.format === 'StringUserID' ? 'a user ID such as `@alice:example.org`' : 'a string';
    case 'number':
      return 'a number';
    case 'integer':
      return type.minimum !== undefined ? `a whole number of at least ${type.minimum}` : 'a whole number';
    case 'boolean':
      return '`true` or `false`';
    case 'enum':
      return `one of ${type.values.map((v) => `\`${String(v)}\``).join(', ')}`;
    case 'array':
      return `a list of ${expectedType(type.items).replace(/^an? /, '')}s`.replace(/`true` or `false`s$/, 'booleans');
    case 'object':
      return 'a mapping of keys';
  }
}

export type ConfigReader = ReturnType<typeof makeConfigReader>;
