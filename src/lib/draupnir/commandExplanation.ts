// What the "Check a command" page tells a reader about one command: which word fills which
// parameter, which keyword takes which value, what Draupnir would ask for and the reply it would give
// when it cannot read the command. Built on the one command reader (commandReader.ts). Draupnir's
// replies are quoted as data from interface-manager and mps-interface-adaptor at the release:
// MatrixHelpRenderer.tsx (renderArgumentParseError, renderUnexpectedArgumentError) and
// MatrixPromptForAccept.tsx (promptSuggestions).
import type {CommandSurface} from '../../../scripts/lib/draupnir/dataTypes';
import type {CommandReader, Reading, Step} from './commandReader';

/** The longest command the page reads: a management-room command is one line. */
export const MAX_COMMAND_CHARACTERS = 2_000;

export const COMMAND_REFERENCE_PAGE = 'moderator/commands';

/** Headings of docs/moderator/commands.md that differ from the command's words. */
const ANCHOR_EXCEPTIONS: Record<string, string> = {
  'safeMode draupnir help': 'help-in-safe-mode',
  'safeMode draupnir status': 'status-in-safe-mode',
  'appserviceAdmin admin help': 'appservice-admin-bot-commands',
};

/** The id of a command's entry in the command reference. */
export function commandAnchor(surface: CommandSurface['id'], words: string[]): string {
  const exception = ANCHOR_EXCEPTIONS[`${surface} ${words.join(' ')}`];
  if (exception) return exception;
  const named = surface === 'appserviceAdmin' ? words : words.slice(1);
  return named.join('-').toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** What one word became, in words a reader follows. */
export type WordRole = {text: string; role: string};

export type Explanation =
  | {status: 'empty' | 'notDraupnir' | 'refused'; message: string}
  | {
      status: 'read';
      /** The room whose commands the line was read as, e.g. "the management room of a running Draupnir". */
      room: string;
      surface: CommandSurface['id'];
      /** The command's name without the prefix, e.g. "ban"; null when the words name no command. */
      command: string | null;
      anchor: string | null;
      words: WordRole[];
      /** What happens, in the page's words. */
      verdict: 'runs' | 'prompts' | 'fails' | 'help';
      summary: string;
      /** Further things to know: a flag that took a value, a list read as a shortcode. */
      notes: string[];
      /**
       * Draupnir's reply when it asks or refuses: its opening sentence and its error message, in
       * its own words; between them it shows the command's help.
       */
      reply?: {opening: string; message?: string};
    };

const roleOf = (step: Step): string => {
  switch (step.role) {
    case 'prefix':
      return 'prefix';
    case 'command':
      return 'command name';
    case 'parameter':
      return `parameter \`${step.name}\``;
    case 'rest':
      return `part of \`${step.name}\``;
    case 'keyword':
      return step.flag ? `flag \`--${step.name}\`` : `keyword \`--${step.name}\``;
    case 'keywordValue':
      return `value of \`--${step.name}\``;
  }
};

const written = (step: Step) => (step.role === 'keyword' ? `--${step.token.text}` : step.token.text);

/** Parameters whose text names a policy list by its shortcode, and what Draupnir says when none has it. */
const SHORTCODE_LISTS = new Set(['draupnir ban list', 'draupnir takedown list', 'draupnir policy remove list']);

/** Control characters other than tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function explainCommand(reader: CommandReader, line: string): Explanation {
  if (line.length > MAX_COMMAND_CHARACTERS) {
    return {
      status: 'refused',
      message: `This is ${line.length.toLocaleString('en-GB')} characters long. A management-room command is one short line, so the checker reads at most ${MAX_COMMAND_CHARACTERS.toLocaleString('en-GB')} characters.`,
    };
  }
  const control = CONTROL.exec(line);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return {
      status: 'refused',
      message: `The command holds the control character U+${code} at position ${control.index + 1}. Matrix clients do not send such characters in a message; remove it and type the command again.`,
    };
  }
  const text = line.trim();
  if (text === '') return {status: 'empty', message: 'Type a command, such as `!draupnir ban @eve:example.org coc spam`.'};
  let readings = reader.readTypedCommand(text);
  const first = /^\S+/.exec(text)![0];
  // A command typed without its prefix (`ban @eve:example.org`): read it as if `!draupnir` came first, and say so.
  const bare = readings.length === 0 && reader.surfaces.some((surface) => surface.normalised === 'draupnir' && surface.root.children.get('draupnir')?.children.has(first));
  if (bare) readings = reader.readTypedCommand(`!draupnir ${text}`);
  const reading = readings[0];
  if (!reading) {
    return {
      status: 'notDraupnir',
      message: `Draupnir does not read this as a command: it answers messages that start with \`!draupnir\` (or another prefix set in \`commands.additionalPrefixes\`, or its own user ID after \`!\`), and the appservice's admin bot answers \`!admin\`. \`${first}\` is neither, so the message is left alone.`,
    };
  }
  const explanation = describe(reading);
  if (bare && explanation.status === 'read') {
    explanation.notes.unshift(`Read as \`!draupnir ${text}\`. Without a prefix, Draupnir takes the message for conversation and does nothing: start the command with \`!draupnir\`.`);
  }
  // The management room and safe mode share their prefix: say when the other one reads the words as a command too.
  for (const other of readings.slice(1)) {
    if (explanation.status === 'read' && other.command && other.outcome.kind !== 'unknownCommand') {
      explanation.notes.push(`In ${other.surface.room}, the same words are read as its own \`${other.command.words.slice(1).join(' ')}\` command.`);
    }
  }
  return explanation;
}

function describe(reading: Reading): Explanation {
  const surface = reading.surface;
  const command = reading.command;
  const words: WordRole[] = reading.steps.map((step) => ({text: written(step), role: roleOf(step)}));
  const name = command ? (surface.id === 'appserviceAdmin' ? command.words : command.words.slice(1)).join(' ') : null;
  const notes: string[] = [];
  for (const {keyword, token} of reading.swallowed) {
    notes.push(
      `\`--${keyword}\` is a flag, but a word that follows a keyword is always taken as its value, so Draupnir takes \`${token.text}\` as the flag's value and it fills nothing else. Put flags last.`,
    );
  }
  for (const step of reading.steps) {
    if (step.role === 'parameter' && command && SHORTCODE_LISTS.has(`${command.words.join(' ')} ${step.name}`) && step.token.type === 'string') {
      notes.push(
        `\`${step.token.text}\` is taken as the list: Draupnir looks for a watched policy list whose shortcode is \`${step.token.text}\`. If none has that shortcode, the command fails with "Unable to find a policy room from the shortcode ${step.token.text}". To give a reason, name the list first: \`!draupnir ${command.words.slice(1).join(' ')} <user> <list> <reason>\`.`,
      );
    }
  }
  const base = {status: 'read' as const, room: surface.room, surface: surface.id, command: name, anchor: command ? commandAnchor(surface.id, command.words) : null, words, notes};
  const outcome = reading.outcome;
  switch (outcome.kind) {
    case 'ok':
    case 'elided':
      return {...base, verdict: 'runs', summary: `Draupnir reads this as \`${name}\` with every word in place, and runs it.`};
    case 'prompt':
      return {
        ...base,
        verdict: 'prompts',
        summary: `Nothing fills \`${outcome.parameter}\`, so Draupnir does not run the command yet: it asks for ${outcome.rest ? 'it' : `\`${outcome.parameter}\` (and anything after it)`} and offers choices you pick with a reaction.`,
        reply: {opening: `Please select one of the following options to provide as an argument for the parameter ${outcome.parameter}:`},
      };
    case 'argument': {
      return {
        ...base,
        verdict: 'fails',
        summary: `Draupnir cannot read \`${outcome.parameter}\`, so it does not run the command and replies with the command's usage.`,
        reply: {
          opening: `There was a problem when parsing the ${outcome.parameter} parameter for this command.`,
          message: outcome.message,
        },
      };
    }
    case 'unexpected':
      return {
        ...base,
        verdict: 'fails',
        summary: 'Draupnir finds a word the command does not take, so it does not run the command and replies with the command\'s usage.',
        reply: {opening: 'There was an unexpected argument provided for this command.', message: outcome.message},
      };
    case 'unknownCommand':
      return {
        ...base,
        verdict: 'help',
        summary: `\`${outcome.named}\` is not a command of ${surface.room}, so Draupnir answers with its help, the list of its commands. After \`${reading.steps.map(written).join(' ')}\` it knows: ${outcome.known.map((k) => `\`${k}\``).join(', ')}.`,
      };
  }
}
