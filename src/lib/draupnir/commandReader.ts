// Reads a command the way Draupnir does, against the command data in data/draupnir/commands.json.
// One implementation for the "Check a command" page and for the tests that check the pages'
// examples (tests/unit/draupnir-commands.test.ts). The steps follow interface-manager
// (packages/interface-manager in the Draupnir repository):
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
// The functions take the data as an argument, so the page can load it with its own code only.
import type {CommandData, CommandsFile, CommandSurface, ConfigFile, KeywordData, ParameterData} from '../../../scripts/lib/draupnir/dataTypes';

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

/** Stands for a `<placeholder>` while the line is read; it cannot occur in a page. */
const HOLE = '\u0001';

type Node = {command?: CommandData; children: Map<string, Node>};

export type Surface = {data: CommandSurface; root: Node; symbols: string[]; words: string[]; normalised: string};

export type CheckOptions = {
  /**
   * Words that also work as prefixes in the pages' examples: the bot's localpart (`!mod-bot`) or
   * words a page adds to `commands.additionalPrefixes`. They count for the bot's own surfaces.
   */
  botPrefixes?: string[];
  /** Inline code that only names a command (`!draupnir ban`) need not give its arguments. */
  nameOnly?: boolean;
};

export type CheckResult = {
  /** The surface the command was read for. */
  surface: CommandSurface['id'];
  /** The command's words, or null when the words name no command. */
  command: string[] | null;
  problems: string[];
};

/** What one word of the command became. */
export type Step =
  | {role: 'prefix' | 'command'; token: Token}
  | {role: 'parameter' | 'rest'; token: Token; name: string}
  | {role: 'keyword'; token: Token; name: string; flag: boolean}
  | {role: 'keywordValue'; token: Token; name: string; flag: boolean};

/** How the reading ends, in interface-manager's terms. */
export type Outcome =
  | {kind: 'ok'}
  /** PromptRequiredError: Draupnir asks for the missing argument instead of failing. */
  | {kind: 'prompt'; parameter: string; rest: boolean}
  /** ArgumentParseError: a parameter or keyword could not be read. */
  | {kind: 'argument'; parameter: string; message: string; problem: string; position: number}
  /** UnexpectedArgumentError: an unknown keyword, or a word nothing takes. */
  | {kind: 'unexpected'; message: string; problem: string}
  /** The words name no command: the help command answers. */
  | {kind: 'unknownCommand'; named: string; known: string[]; problem: string}
  /** A lone `…` in a page: nothing after it is checked. */
  | {kind: 'elided'};

/** A whole reading of one line, for the command checker page. */
export type Reading = {
  surface: CommandSurface;
  /** The words as the dispatcher sees them, after the prefix is normalised. */
  tokens: Token[];
  command: CommandData | null;
  steps: Step[];
  /** A flag took the word after it as its value (Draupnir does not complain). */
  swallowed: {keyword: string; token: Token}[];
  outcome: Outcome;
};

const describeToken = (token: Token) => `\`${token.text.replaceAll(HOLE, '<…>')}\` (${token.type})`;
/** interface-manager's TextPresentationRenderer, for the words a reader types. */
const renderToken = (token: Token) => (token.type === 'Keyword' ? `--${token.text}` : token.text);
const typeList = (accepts: ParameterData['accepts']) => (accepts === 'any' ? 'anything' : accepts.join(' | '));

/** The command reader for one release's data. */
export function makeCommandReader(commandsData: CommandsFile, configData: ConfigFile) {
  const regex = (name: keyof CommandsFile['reader']) => new RegExp(commandsData.reader[name].pattern, commandsData.reader[name].flags);
  const USER_ID = regex('userID');
  const ROOM_ID = regex('roomID');
  const ROOM_ALIAS = regex('roomAlias');
  const MATRIX_TO = regex('matrixTo');

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
  function readCommand(body: string): Token[] {
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

  const SURFACES: Surface[] = commandsData.surfaces.map((data) => ({
    data,
    root: tree(data),
    symbols: prefixList(data.prefixes.symbolPrefixes),
    words: prefixList(data.prefixes.additionalPrefixes).map((w) => w.toLowerCase()),
    normalised: String(data.prefixes.normalisedPrefix.literal),
  }));

  /** The surfaces a first word selects (a symbol prefix, then a prefix word or a user ID), if any. */
  function surfacesFor(firstWord: string, botPrefixes: string[] = []): Surface[] {
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

  const accepted = (accepts: ParameterData['accepts'], token: Token, surface: Surface) =>
    accepts === 'any' ||
    token.type === 'placeholder' ||
    accepts.includes(token.type) ||
    accepts.some((type) => surface.data.translators.some((t) => t.to === type && t.from === token.type));

  /**
   * Parses the arguments after the command's words exactly as interface-manager does, noting what
   * each word became. `offset` is the position of the first argument among all the tokens.
   */
  function parseArguments(command: CommandData, tokens: Token[], surface: Surface, offset: number) {
    let position = 0;
    const steps: Step[] = [];
    const swallowed: Reading['swallowed'] = [];
    const peek = () => tokens[position];
    const keywords = new Map<string, KeywordData>(command.keywords.map((k) => [k.name, k]));
    const known = command.keywords.length ? `it takes ${command.keywords.map((k) => `--${k.name}`).join(', ')}` : 'it takes none';
    const mismatch = (name: string, accepts: ParameterData['accepts'], token: Token, label = name): Outcome => ({
      kind: 'argument',
      parameter: name,
      message: `Was expecting a match for the presentation type: ${typeList(accepts)} but got ${renderToken(token)}.`,
      problem: `${label}: was expecting a match for the presentation type: ${typeList(accepts)} but got ${describeToken(token)}.`,
      position: offset + position,
    });
    // Returns how the reading ends when the keywords stop it, or undefined when they read well.
    const parseKeywords = (): Outcome | undefined => {
      while (peek()?.type === 'Keyword') {
        const token = peek();
        const name = token.text;
        const keyword = keywords.get(name);
        if (!keyword) {
          position++;
          const message = `Encountered unexpected keyword argument: ${name}`;
          return {kind: 'unexpected', message, problem: `${message} (${known}).`};
        }
        steps.push({role: 'keyword', token, name, flag: keyword.flag});
        position++;
        const next = peek();
        if (next?.type === 'elision') return {kind: 'elided'};
        if (next !== undefined && next.type !== 'Keyword') {
          if (!accepted(keyword.accepts, next, surface)) return mismatch(name, keyword.accepts, next, `--${name}`);
          steps.push({role: 'keywordValue', token: next, name, flag: keyword.flag});
          position++;
          if (keyword.flag) swallowed.push({keyword: name, token: next});
        } else if (!keyword.flag) {
          return {
            kind: 'argument',
            parameter: name,
            message: `An associated argument was not provided for the keyword ${name}.`,
            problem: `An associated argument was not provided for the keyword ${name}.`,
            position: offset + position,
          };
        }
      }
      return undefined;
    };
    const outcome = ((): Outcome => {
      for (const parameter of command.parameters) {
        const stopped = parseKeywords();
        if (stopped) return stopped;
        const next = peek();
        if (next === undefined) {
          // With a prompt, Draupnir offers choices for the missing argument (and every one after it).
          if (parameter.prompt) return {kind: 'prompt', parameter: parameter.name, rest: false};
          const message = `An argument for the parameter ${parameter.name} was expected but was not provided.`;
          return {kind: 'argument', parameter: parameter.name, message, problem: message, position: offset + position};
        }
        if (next.type === 'elision') return {kind: 'elided'};
        if (!accepted(parameter.accepts, next, surface)) return mismatch(parameter.name, parameter.accepts, next);
        steps.push({role: 'parameter', token: next, name: parameter.name});
        position++;
      }
      const rest = command.rest;
      if (rest) {
        if (rest.prompt && peek() === undefined) return {kind: 'prompt', parameter: rest.name, rest: true};
        while (peek() !== undefined) {
          const stopped = parseKeywords();
          if (stopped) return stopped;
          const next = peek();
          if (next === undefined) break;
          if (next.type === 'elision') return {kind: 'elided'};
          if (!accepted(rest.accepts, next, surface)) return mismatch(rest.name, rest.accepts, next);
          steps.push({role: 'rest', token: next, name: rest.name});
          position++;
        }
        return {kind: 'ok'};
      }
      const stopped = parseKeywords();
      if (stopped) return stopped;
      const left = peek();
      if (left !== undefined && left.type !== 'elision') {
        const message = `There is an unexpected non-keyword argument: ${renderToken(left)}`;
        return {kind: 'unexpected', message, problem: `There is an unexpected non-keyword argument: ${describeToken(left)}.`};
      }
      return left === undefined ? {kind: 'ok'} : {kind: 'elided'};
    })();
    return {steps, swallowed, outcome};
  }

  /** Reads a normalised body (`draupnir ban …`) on one surface. */
  function readOnSurface(body: string, surface: Surface): Reading {
    const tokens = readCommand(body);
    let node = surface.root;
    let position = 0;
    while (position < tokens.length && tokens[position].type === 'string' && node.children.has(tokens[position].text)) {
      node = node.children.get(tokens[position].text)!;
      position++;
    }
    const steps: Step[] = tokens.slice(0, position).map((token, i) => ({role: i === 0 ? 'prefix' : 'command', token}));
    const base = {surface: surface.data, tokens, command: node.command ?? null};
    if (!node.command) {
      const words = tokens.slice(0, position).map((t) => t.text);
      const named = [...words, ...tokens.slice(position, position + 1).map((t) => t.text.replaceAll(HOLE, '<…>'))].join(' ');
      const known = [...node.children.keys()];
      return {
        ...base,
        steps,
        swallowed: [],
        outcome: {
          kind: 'unknownCommand',
          named,
          known,
          problem: `"${named}" is not a command in ${surface.data.room}, so Draupnir answers with its help (after "${words.join(' ')}" it knows: ${known.join(', ')}).`,
        },
      };
    }
    const parsed = parseArguments(node.command, tokens.slice(position), surface, position);
    return {...base, steps: [...steps, ...parsed.steps], swallowed: parsed.swallowed, outcome: parsed.outcome};
  }

  /** The problems a page's example has, in the words the docs tests report. */
  function problemsOf(reading: Reading, nameOnly: boolean): {problems: string[]; matched: boolean} {
    const rest = reading.tokens.length - reading.steps.filter((s) => s.role === 'prefix' || s.role === 'command').length;
    if (reading.outcome.kind === 'unknownCommand') {
      // The bare prefix, or a group of commands named in prose (`!draupnir protections config`).
      const words = reading.steps.length;
      if (rest === 0 && (words === 1 || nameOnly)) return {problems: [], matched: true};
      return {problems: [reading.outcome.problem], matched: false};
    }
    if (nameOnly && rest === 0) return {problems: [], matched: true};
    const swallowed = reading.swallowed[0];
    if (swallowed) {
      return {
        problems: [
          `--${swallowed.keyword} is a flag, so Draupnir takes the word after it, ${describeToken(swallowed.token)}, as the flag's value and drops it from the command: put the flag last, or before another keyword.`,
        ],
        matched: true,
      };
    }
    const outcome = reading.outcome;
    return {problems: outcome.kind === 'argument' || outcome.kind === 'unexpected' ? [outcome.problem] : [], matched: true};
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

  const normalise = (text: string, firstWord: string, surface: Surface) => surface.normalised + text.slice(firstWord.length);

  /**
   * Checks one line of a page. Returns undefined when the line does not start with a prefix that
   * addresses Draupnir.
   */
  function checkDraupnirCommand(line: string, options: CheckOptions = {}): CheckResult | undefined {
    const text = fillPlaceholders(line.trim());
    const firstWord = /^\S+/.exec(text)?.[0];
    if (firstWord === undefined) return undefined;
    const surfaces = surfacesFor(firstWord, options.botPrefixes);
    if (surfaces.length === 0) return undefined;
    const problems: string[] = [];
    let best: CheckResult | undefined;
    for (const variant of variants(text)) {
      const results = surfaces.map((surface) => {
        const reading = readOnSurface(normalise(variant.text, firstWord, surface), surface);
        return {reading, ...problemsOf(reading, options.nameOnly ?? false)};
      });
      const good = results.find((r) => r.problems.length === 0);
      const chosen = good ?? results.find((r) => r.matched) ?? results[0];
      best ??= {surface: chosen.reading.surface.id, command: chosen.reading.command?.words ?? null, problems: []};
      if (!good) problems.push(...chosen.problems.map((p) => p + variant.label));
    }
    return {...best!, problems};
  }

  /**
   * Reads a command a moderator types, on every surface its prefix addresses (the management room
   * and safe mode share one), best reading first: one that names a command, then one that reads
   * through. Returns an empty list when the first word does not address Draupnir.
   */
  function readTypedCommand(line: string): Reading[] {
    const text = line.trim();
    const firstWord = /^\S+/.exec(text)?.[0];
    if (firstWord === undefined) return [];
    const readings = surfacesFor(firstWord).map((surface) => readOnSurface(normalise(text, firstWord, surface), surface));
    const rank = (r: Reading) => (r.outcome.kind === 'unknownCommand' ? 2 : r.outcome.kind === 'ok' || r.outcome.kind === 'prompt' ? 0 : 1);
    return readings.sort((a, b) => rank(a) - rank(b));
  }

  return {readCommand, surfacesFor, checkDraupnirCommand, readTypedCommand, surfaces: SURFACES};
}

export type CommandReader = ReturnType<typeof makeCommandReader>;
