// Reads a command the way Draupnir does and says what is wrong with it, against the command data in
// data/draupnir/commands.json. The steps follow interface-manager (packages/interface-manager in the
// Draupnir repository):
// - makeCommandNormaliser (Adaptor/CommandDispatcher.ts): the first word is a symbol prefix and a
//   prefix word or the bot's localpart or user ID, case-insensitive; it becomes the surface's
//   normalised prefix (`draupnir`, `admin`), the first word of every command;
// - readCommand (TextReader/TextCommandReader.ts): words become room IDs, aliases, user IDs,
//   keywords (any run of `-` or `:` before a name), numbers, booleans, quoted strings, permalinks;
// - findAMatchingCommand (Command/CommandTable.ts): words name the command for as long as they match
//   the table; when they name no command, the help command answers instead;
// - StandardCommandParametersDescription.parse, KeywordParser, StandardRestDescription
//   (Command/ParameterParsing.ts, KeywordParameterDescription.ts, RestParameterDescription.ts):
//   keywords may come anywhere; a keyword takes the next word as its value when that word is not a
//   keyword, so a flag followed by a word swallows it; an unknown keyword is an error; a missing
//   parameter is an error unless it has a prompt; words left over with no rest parameter are an
//   error.
// Documentation notation is understood on top: `<placeholder>` (spaces allowed) stands for any
// argument, `[optional parts]` are checked both given and left out, and a lone `…` or `...` means
// "and so on" (nothing after it is checked).
import type {CommandData, CommandSurface, KeywordData, ParameterData} from '../../scripts/lib/draupnir/dataTypes';
import {commandsData, configData} from './draupnirData';

type TokenType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'Keyword'
  | 'MatrixRoomID'
  | 'MatrixRoomAlias'
  | 'MatrixUserID'
  | 'MatrixEventReference'
  | 'placeholder'
  | 'elision';

export type Token = {type: TokenType; text: string};

const regex = (name: keyof typeof commandsData.reader) =>
  new RegExp(commandsData.reader[name].pattern, commandsData.reader[name].flags);
const USER_ID = regex('userID');
const ROOM_ID = regex('roomID');
const ROOM_ALIAS = regex('roomAlias');
const MATRIX_TO = regex('matrixTo');

/** Stands for a `<placeholder>` while the line is read; it cannot occur in a page. */
const HOLE = '\u0001';

function permalink(word: string): Token {
  const parts = MATRIX_TO.exec(word)?.groups;
  if (!parts) return {type: 'string', text: word};
  try {
    const event = parts.eventId === undefined ? undefined : decodeURIComponent(parts.eventId);
    if (event !== undefined && !event.startsWith('$')) return {type: 'string', text: word};
    const entity = decodeURIComponent(parts.entity);
    if (entity.startsWith('@')) return {type: USER_ID.test(entity) ? 'MatrixUserID' : 'string', text: word};
    const room = entity.startsWith('!') ? ROOM_ID.test(entity) : entity.startsWith('#') ? ROOM_ALIAS.test(entity) : false;
    if (!room) return {type: 'string', text: word};
    if (event !== undefined) return {type: 'MatrixEventReference', text: word};
    return {type: entity.startsWith('!') ? 'MatrixRoomID' : 'MatrixRoomAlias', text: word};
  } catch {
    return {type: 'string', text: word};
  }
}

/** A plain word after reading: the reader's post-read transformers, in their order. */
function plainWord(word: string): Token {
  if (word.includes(HOLE)) return {type: 'placeholder', text: word};
  if (word === '…' || word === '...') return {type: 'elision', text: word};
  if (/^https:\/\/matrix\.to/.test(word)) {
    const link = permalink(word);
    if (link.type !== 'string') return link;
  }
  if (/^[0-9]+$/.test(word)) return {type: 'number', text: word};
  // The reader's own pattern, /^true|false$/: any word starting with "true" or ending with "false".
  if (/^true|false$/.test(word)) return {type: 'boolean', text: word};
  return {type: 'string', text: word};
}

/** interface-manager's readCommand over a normalised command body. */
export function readCommand(body: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const peek = () => body[i];
  const readUntil = (stop: RegExp) => {
    const start = i;
    while (i < body.length && !stop.test(body[i])) i++;
    return body.slice(start, i);
  };
  readUntil(/\S/);
  while (i < body.length) {
    const first = peek();
    if (first === '#' || first === '!') {
      const word = readUntil(/\s/);
      if (ROOM_ID.test(word)) tokens.push({type: 'MatrixRoomID', text: word});
      else if (ROOM_ALIAS.test(word)) tokens.push({type: 'MatrixRoomAlias', text: word});
      else tokens.push(plainWord(word));
    } else if (first === '@') {
      i++;
      let word = '@' + readUntil(/[:\s]/);
      if (i < body.length && body[i] === ':') {
        word += readUntil(/\s/);
        tokens.push(USER_ID.test(word) ? {type: 'MatrixUserID', text: word} : plainWord(word));
      } else {
        tokens.push(plainWord(word));
      }
    } else if (first === '-' || first === ':') {
      const number = /^-?[0-9]+/.exec(body.slice(i));
      if (number) {
        // Only the digits are read: anything glued after them is the next word.
        i += number[0].length;
        tokens.push({type: 'number', text: number[0]});
      } else {
        readUntil(/[^-:]/);
        tokens.push({type: 'Keyword', text: readUntil(/\s/)});
      }
    } else if (first === '"') {
      const quoted = /^"((?:[^"\\]|\\(?!")|\\")*)"/.exec(body.slice(i));
      if (quoted) {
        i += quoted[0].length;
        tokens.push({type: quoted[1].includes(HOLE) ? 'placeholder' : 'string', text: quoted[1].replace(/\\"/g, '"')});
      } else {
        tokens.push(plainWord(readUntil(/\s/)));
      }
    } else {
      tokens.push(plainWord(readUntil(/\s/)));
    }
    readUntil(/\S/);
  }
  return tokens;
}

// Surfaces, their prefixes and command trees.

type Node = {command?: CommandData; children: Map<string, Node>};

function tree(surface: CommandSurface): Node {
  const root: Node = {children: new Map()};
  for (const command of surface.commands) {
    let node = root;
    for (const word of command.words) {
      if (!node.children.has(word)) node.children.set(word, {children: new Map()});
      node = node.children.get(word)!;
    }
    node.command = command;
  }
  return root;
}

/** A makeCommandNormaliser option with the configuration's built-in default filled in. */
function prefixList(option: CommandSurface['prefixes']['symbolPrefixes']): string[] {
  const fromConfig = option.config === undefined ? [] : configData.bot.keys.find((key) => key.path === option.config)?.default;
  const literal = option.literal;
  return [...(Array.isArray(literal) ? literal : typeof literal === 'string' ? [literal] : []), ...(Array.isArray(fromConfig) ? (fromConfig as string[]) : [])];
}

type Surface = {data: CommandSurface; root: Node; symbols: string[]; words: string[]; normalised: string};

const SURFACES: Surface[] = commandsData.surfaces.map((data) => ({
  data,
  root: tree(data),
  symbols: prefixList(data.prefixes.symbolPrefixes),
  words: prefixList(data.prefixes.additionalPrefixes).map((w) => w.toLowerCase()),
  normalised: String(data.prefixes.normalisedPrefix.literal),
}));

export type CheckOptions = {
  /**
   * Words that also work as prefixes in the pages' examples: the bot's localpart (`!mod-bot`) or
   * words a page adds to `commands.additionalPrefixes`. They count for the bot's own surfaces.
   */
  botPrefixes?: string[];
  /** Inline code that only names a command (`!draupnir ban`) need not give its arguments. */
  nameOnly?: boolean;
};

/** The surfaces a first word selects (a symbol prefix, then a prefix word or a user ID), if any. */
export function surfacesFor(firstWord: string, botPrefixes: string[] = []): Surface[] {
  const lower = firstWord.toLowerCase();
  return SURFACES.filter((surface) => {
    const symbol = surface.symbols.find((s) => lower.startsWith(s));
    if (symbol === undefined) return false;
    const target = lower.slice(symbol.length);
    if (surface.words.includes(target)) return true;
    // The bot's localpart and user ID are prefixes of the bot's own surfaces, not of the appservice bot.
    return surface.normalised === 'draupnir' && (botPrefixes.includes(target) || USER_ID.test(firstWord.slice(symbol.length)));
  });
}

export type CheckResult = {
  /** The surface the command was read for. */
  surface: CommandSurface['id'];
  /** The command's words, or null when the words name no command. */
  command: string[] | null;
  problems: string[];
};

const describeToken = (token: Token) => `\`${token.text.replaceAll(HOLE, '<…>')}\` (${token.type})`;
const accepted = (accepts: ParameterData['accepts'], token: Token, surface: Surface) =>
  accepts === 'any' ||
  token.type === 'placeholder' ||
  accepts.includes(token.type) ||
  accepts.some((type) => surface.data.translators.some((t) => t.to === type && t.from === token.type));
const typeList = (accepts: ParameterData['accepts']) => (accepts === 'any' ? 'anything' : accepts.join(' | '));

/** Parses the arguments after the command's words exactly as interface-manager does. */
function parseArguments(command: CommandData, tokens: Token[], surface: Surface): string[] {
  let position = 0;
  const peek = () => tokens[position];
  const keywords = new Map<string, KeywordData>(command.keywords.map((k) => [k.name, k]));
  const known = command.keywords.length ? `it takes ${command.keywords.map((k) => `--${k.name}`).join(', ')}` : 'it takes none';
  // Returns a problem, or undefined when the keywords read well; `stop` ends the check at an elision.
  let stop = false;
  const parseKeywords = (): string | undefined => {
    while (peek()?.type === 'Keyword') {
      const name = peek().text;
      position++;
      const keyword = keywords.get(name);
      if (!keyword) return `Encountered unexpected keyword argument: ${name} (${known}).`;
      const next = peek();
      if (next?.type === 'elision') {
        stop = true;
        return undefined;
      }
      if (next !== undefined && next.type !== 'Keyword') {
        if (!accepted(keyword.accepts, next, surface)) {
          return `--${name}: was expecting a match for the presentation type: ${typeList(keyword.accepts)} but got ${describeToken(next)}.`;
        }
        position++;
        if (keyword.flag) {
          return `--${name} is a flag, so Draupnir takes the word after it, ${describeToken(next)}, as the flag's value and drops it from the command: put the flag last, or before another keyword.`;
        }
      } else if (!keyword.flag) {
        return `An associated argument was not provided for the keyword ${name}.`;
      }
    }
    return undefined;
  };
  for (const parameter of command.parameters) {
    const problem = parseKeywords();
    if (problem) return [problem];
    if (stop) return [];
    const next = peek();
    if (next === undefined) {
      // With a prompt, Draupnir offers choices for the missing argument (and every one after it).
      return parameter.prompt ? [] : [`An argument for the parameter ${parameter.name} was expected but was not provided.`];
    }
    if (next.type === 'elision') return [];
    if (!accepted(parameter.accepts, next, surface)) {
      return [`${parameter.name}: was expecting a match for the presentation type: ${typeList(parameter.accepts)} but got ${describeToken(next)}.`];
    }
    position++;
  }
  const rest = command.rest;
  if (rest) {
    while (peek() !== undefined) {
      const problem = parseKeywords();
      if (problem) return [problem];
      if (stop) return [];
      const next = peek();
      if (next === undefined) break;
      if (next.type === 'elision') return [];
      if (!accepted(rest.accepts, next, surface)) {
        return [`${rest.name}: was expecting a match for the presentation type: ${typeList(rest.accepts)} but got ${describeToken(next)}.`];
      }
      position++;
    }
    return [];
  }
  const problem = parseKeywords();
  if (problem) return [problem];
  if (stop) return [];
  const left = peek();
  if (left !== undefined && left.type !== 'elision') return [`There is an unexpected non-keyword argument: ${describeToken(left)}.`];
  return [];
}

function checkOnSurface(body: string, surface: Surface, nameOnly: boolean): CheckResult & {matched: boolean} {
  const tokens = readCommand(body);
  let node = surface.root;
  let position = 0;
  while (position < tokens.length && tokens[position].type === 'string' && node.children.has(tokens[position].text)) {
    node = node.children.get(tokens[position].text)!;
    position++;
  }
  const words = tokens.slice(0, position).map((t) => t.text);
  const rest = tokens.slice(position);
  const result = {surface: surface.data.id, command: node.command?.words ?? null};
  if (!node.command) {
    // The bare prefix, or a group of commands named in prose (`!draupnir protections config`).
    if (rest.length === 0 && (words.length === 1 || nameOnly)) return {...result, problems: [], matched: true};
    const named = [...words, ...rest.slice(0, 1).map((t) => t.text.replaceAll(HOLE, '<…>'))].join(' ');
    const children = [...node.children.keys()].join(', ');
    return {
      ...result,
      problems: [`"${named}" is not a command in ${surface.data.room}, so Draupnir answers with its help (after "${words.join(' ')}" it knows: ${children}).`],
      matched: false,
    };
  }
  if (nameOnly && rest.length === 0) return {...result, problems: [], matched: true};
  return {...result, problems: parseArguments(node.command, rest, surface), matched: true};
}

/** Replaces `<placeholders>` with a hole the reader keeps inside one word. */
function fillPlaceholders(text: string): string {
  return text.replace(/<[^<>\n]*>/g, (placeholder) => HOLE + placeholder.slice(1, -1).replace(/\s/g, '_') + HOLE);
}

/** The line with every `[optional part]` given, and with every one left out (when it has any). */
function variants(text: string): {label: string; text: string}[] {
  const group = /(^|\s)\[([^\][]*)\](?=\s|$)/g;
  if (!text.match(group)) return [{label: '', text}];
  // Inside an optional part, a word that is not a keyword names what goes there (`[...reason]`,
  // `[reason]`): it stands for any argument, like a placeholder.
  const given = text.replace(group, (_, space: string, inside: string) =>
    space + inside.split(/\s+/).map((word) => (word.startsWith('-') || word.includes(HOLE) ? word : HOLE + word + HOLE)).join(' '),
  );
  const leftOut = text.replace(group, '$1');
  return [
    {label: ' (with its optional parts)', text: given},
    {label: ' (without its optional parts)', text: leftOut},
  ];
}

/**
 * Checks one line of a page. Returns undefined when the line does not start with a prefix that
 * addresses Draupnir.
 */
export function checkDraupnirCommand(line: string, options: CheckOptions = {}): CheckResult | undefined {
  const text = fillPlaceholders(line.trim());
  const firstWord = /^\S+/.exec(text)?.[0];
  if (firstWord === undefined) return undefined;
  const surfaces = surfacesFor(firstWord, options.botPrefixes);
  if (surfaces.length === 0) return undefined;
  const problems: string[] = [];
  let best: (CheckResult & {matched: boolean}) | undefined;
  for (const variant of variants(text)) {
    const body = (variant: string, surface: Surface) => surface.normalised + variant.slice(firstWord.length);
    const results = surfaces.map((surface) => checkOnSurface(body(variant.text, surface), surface, options.nameOnly ?? false));
    const good = results.find((r) => r.problems.length === 0);
    const chosen = good ?? results.find((r) => r.matched) ?? results[0];
    best ??= chosen;
    if (!good) problems.push(...chosen.problems.map((p) => p + variant.label));
  }
  return {surface: best!.surface, command: best!.command, problems};
}
