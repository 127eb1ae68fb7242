// The shape of data/draupnir/*.json: what the extractor writes and what the docs tests read.

/** Which Draupnir release the data describes. */
export type Provenance = {
  repository: string;
  /** The release tag, e.g. `v3.1.0`: the version these docs describe. */
  tag: string;
  /** The full commit id the tag points at. */
  commit: string;
};

/** A positional parameter, or a command's rest parameter. */
export type ParameterData = {
  name: string;
  /** Presentation type names an argument may have, or "any". */
  accepts: string[] | 'any';
  /**
   * When the argument is left out (nothing follows), Draupnir offers choices instead of failing.
   * Only possible at the end: a later word fills the parameter.
   */
  prompt: boolean;
};

export type KeywordData = {
  /** Written `--name` (any run of `-` or `:` before the name is read the same way). */
  name: string;
  /** A flag needs no value; without `flag` the keyword must be followed by a value. */
  flag: boolean;
  /** What a value may be. A flag accepts "any": a word right after it becomes its value. */
  accepts: string[] | 'any';
};

export type CommandData = {
  /** The words after the prefix is normalised, e.g. ["draupnir", "protections", "enable"]. */
  words: string[];
  /** The command table that defines it (before tables were imported into one another). */
  table: string;
  /** `path:line` of the describeCommand call. */
  source: string;
  parameters: ParameterData[];
  rest: ParameterData | null;
  keywords: KeywordData[];
};

/** A makeCommandNormaliser option: a literal, a configuration key, both (`[…literal, …config]`), or code. */
export type PrefixOption = {literal?: string | string[] | boolean | null; config?: string; expression?: string};

export type CommandSurface = {
  id: 'management' | 'safeMode' | 'appserviceAdmin';
  room: string;
  table: string;
  /** Where the Matrix dispatcher for this surface is built. */
  dispatcher: string;
  /**
   * The options given to makeCommandNormaliser: a message is a command when its first word is a
   * symbol prefix followed by one of the additional prefixes, the bot's localpart or its user ID
   * (case-insensitive), or when it starts with the display name or a mention pill. The prefix is
   * then replaced by `normalisedPrefix`, which is the first word of every command below.
   */
  prefixes: {
    source: string;
    symbolPrefixes: PrefixOption;
    additionalPrefixes: PrefixOption;
    allowOnlySymbolPrefix: PrefixOption;
    displayName: PrefixOption;
    normalisedPrefix: PrefixOption;
  };
  /** The command used when the words name no command: the help command. */
  fallback: string[] | null;
  /** Presentation type conversions the table allows (e.g. a number where a string is expected). */
  translators: {to: string; from: string}[];
  commands: CommandData[];
};

/** Regular expressions (source and flags) the command reader uses to recognise Matrix identifiers. */
export type ReaderPatterns = Record<'userID' | 'roomID' | 'roomAlias' | 'matrixTo', {pattern: string; flags: string; source: string}>;

export type CommandsFile = {
  source: Provenance;
  surfaces: CommandSurface[];
  reader: ReaderPatterns;
};

export type ConfigType =
  | {type: 'string'; format?: string}
  | {type: 'number'}
  | {type: 'integer'; minimum?: number}
  | {type: 'boolean'}
  | {type: 'enum'; values: (string | number | boolean)[]}
  | {type: 'array'; items: ConfigType}
  | {type: 'object'};

export type ConfigKey = ConfigType & {
  /** Dotted path, e.g. `web.abuseReporting.enabled`. */
  path: string;
  /** The file must give it when it gives the key's parent (appservice schema); never for bot mode, whose file is merged over built-in defaults. */
  required: boolean;
  /** The key may be absent (or `undefined`): `?` or `| undefined` in the type, `Type.Optional`. */
  optional: boolean;
  /** The value Draupnir uses when the key is left out; absent when there is none, and for objects. */
  default?: unknown;
  /** Where `default` comes from. */
  defaultSource?: string;
  /** The value in the sample file shipped with Draupnir; absent when the sample does not have the key, and for objects. */
  sample?: unknown;
  /** Filled in by Draupnir itself at startup: a value in the file is overwritten. */
  setByDraupnir?: true;
};

export type ConfigFile = {
  source: Provenance;
  bot: {
    /** Where the type (IConfig) and the built-in defaults (defaultConfig) are. */
    types: string;
    defaults: string;
    sample: string;
    keys: ConfigKey[];
    /** Top-level keys the appservice copies from the bot-mode file into every bot it hosts. */
    hostedBotKeys: string[];
  };
  appservice: {
    schema: string;
    sample: string;
    keys: ConfigKey[];
    /** Keys in the sample file that the schema does not have: accepted and ignored. */
    sampleOnlyKeys: string[];
  };
};

/** Stands in a message's text wherever the code inserts a value (`${…}`, `{…}` in JSX, a `+` operand). */
export const MESSAGE_WILDCARD = '{…}';

/**
 * Where a message reaches a person: `log` is a line in Draupnir's log; `management-room` is posted
 * in the management room (and `logMessage` also logs it); `error` is returned or thrown as an error,
 * which a command shows as its reply and a task logs; `reply` is a line of a rendered reply or
 * notice (JSX); `help` is a description or summary that help and `show` replies print; `text` is
 * other prose in the source, which reaches a person through a variable or a function.
 */
export type MessageKind = 'log' | 'management-room' | 'error' | 'reply' | 'help' | 'text';

export type MessageData = {
  kind: MessageKind;
  /** The message, with MESSAGE_WILDCARD for each inserted value. */
  text: string;
  /** `path:line` of the literal (for a JSX line, of its first text). */
  source: string;
  /** For `log` and `management-room`: DEBUG, INFO, WARN or ERROR, when the code names it. */
  level?: string;
  /** For `log` and `management-room`: the module name a log line shows in brackets, when written as a literal. */
  module?: string;
  /** For `error`: the class of a `new …Error(…)`, which Node.js prints before the message when nothing catches it. */
  errorClass?: string;
};

export type MessagesFile = {
  source: Provenance;
  wildcard: typeof MESSAGE_WILDCARD;
  messages: MessageData[];
};
