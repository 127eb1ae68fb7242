// The shape of data/draupnir/legacy-config.json (written by `npm run draupnir:legacy`): bot-mode
// keys that Draupnir v2.x or Mjolnir read and Draupnir v3.1.0 does not, with what replaced them.
export type LegacySource = {
  project: 'Draupnir' | 'Mjolnir';
  repository: string;
  /** The release tags read, oldest first, and the commit of the last one. */
  tags: string[];
  commit: string;
  /** The file whose `IConfig` interface was read. */
  file: string;
};

export type LegacyKey = {
  /** Dotted path, as in config.json. */
  path: string;
  /** The Draupnir releases whose configuration had the key, or null. */
  draupnir: {first: string; last: string} | null;
  /** The Mjolnir release whose configuration had the key, or null. */
  mjolnir: string | null;
  /** What to do instead in v3.1.0, with code in backticks; absent when nothing replaces it. */
  replacement?: string;
};

export type LegacyConfigFile = {
  /** The release the keys are compared with. */
  current: {tag: string; commit: string};
  sources: LegacySource[];
  keys: LegacyKey[];
};
