// What a reader does in Draupnir v3.1.0 instead of a key that Draupnir v2.x or Mjolnir read and
// v3.1.0 does not. Written by hand, each checked against v3.1.0's source; a key missing here has
// nothing that replaces it. Code is in backticks.
export const LEGACY_REPLACEMENTS: Record<string, string> = {
  protectedRooms:
    'Protect rooms with `!draupnir rooms add <room>` in the management room (Draupnir keeps the list itself), or set `protectAllJoinedRooms: true`.',
  verboseLogging: 'Use `logLevel` (`DEBUG`, `INFO`, `WARN` or `ERROR`): it also decides which log messages reach the management room.',
  encryption: 'Draupnir has no login of its own for encryption: set `experimentalRustCrypto: true` with an `accessToken`, or use `pantalaimon`.',
  'encryption.use': 'Use `experimentalRustCrypto: true` with an `accessToken`, or `pantalaimon.use: true`.',
  'encryption.username': 'With `pantalaimon.use: true`, Draupnir logs in with `pantalaimon.username`; otherwise it uses `accessToken`.',
  'encryption.password': 'With `pantalaimon.use: true`, Draupnir logs in with `pantalaimon.password`; otherwise it uses `accessToken`.',
  'protections.mentionLimitProtection':
    'The protection\'s settings live in the management room: `!draupnir protections config set MentionLimitProtection <setting> <value>`.',
  'protections.mentionLimitProtection.maxMentions': 'Set it in the management room: `!draupnir protections config set MentionLimitProtection maxMentions <number>`.',
  'protections.mentionLimitProtection.redactReason':
    'The protection\'s `warningText` setting replaces it: `!draupnir protections config set MentionLimitProtection warningText "<text>"`.',
  MAS: 'Draupnir logs in with `accessToken` only.',
  'MAS.use': 'Draupnir logs in with `accessToken` only.',
  'MAS.url': 'Draupnir logs in with `accessToken` only.',
  'MAS.clientId': 'Draupnir logs in with `accessToken` only.',
  'MAS.clientSecret': 'Draupnir logs in with `accessToken` only.',
};
