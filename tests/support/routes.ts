// Every route the site must serve, relative to the base path. The route test opens each one;
// add a page here when you add it to docs/. The content test checks that every doc is listed.

export const HOME = [''];

export const CATEGORY_INDEXES = [
  'category/bot-mode',
  'category/appservice',
  'category/shared-documentation',
  'category/concepts',
  'category/moderators-guide',
  'category/protections',
  'category/contributing',
  'category/governance',
];

/** Operators' guide: bot mode, appservice mode and shared pages. */
export const OPERATORS = [
  'bot/setup',
  'bot/coming-from-mjolnir',
  'bot/setup_draupnir_account',
  'bot/setup_management_room',
  'bot/starting_draupnir',
  'bot/setup_debian',
  'bot/setup_docker',
  'bot/setup_selfbuild',
  'bot/systemd',
  'bot/configuration',
  'bot/check-configuration',
  'bot/encryption',
  'bot/homeserver-administration',
  'bot/synapse_module',
  'bot/synapse-http-antispam',
  'appservice',
  'shared/dogfood',
];

/** Moderators' guide: concepts, tasks, commands and protections. */
export const MODERATORS = [
  'concepts/room-essentials',
  'concepts/power-levels',
  'concepts/policy-lists',
  'concepts/management-room',
  'concepts/encryption',
  'moderator/setting-up-and-configuring',
  'moderator/managing-protected-rooms',
  'moderator/managing-policy-lists',
  'moderator/managing-users',
  'moderator/room-upgrades',
  'moderator/commands',
  'moderator/undo-and-recover',
  'moderator/check-command',
  'protections',
  'protections/configuring-protections',
  'protections/block-invitations-on-server-protection',
  'protections/homeserver-user-policy-protection',
  'protections/mention-limit-protection',
  'protections/new-joiner-protection',
  'protections/room-takedown-protection',
  'protections/trusted-reporters',
  'troubleshooting-by-message',
  'matrix-protection-suite/concepts/protection',
  'matrix-protection-suite/concepts/protected-rooms-set',
  'matrix-protection-suite/concepts/revisions',
];

/** Contributors and governance. */
export const PROJECT = [
  'contributing',
  'contributing/development-environment',
  'contributing/development',
  'contributing/code-style',
  'contributing/context',
  'contributing/accessibility',
  'contributing/triaging',
  'contributing/planning',
  'contributing/long-term-workflow',
  'contributing/releasing-draupnir',
  'contributing/vision',
  'contributing/security',
  'contributing/draupnir-news',
  'governance',
  'governance/ethical-values',
  'governance/groups',
  'governance/inspiration',
  'governance/longhouse-cycle',
  'governance/longhouse-presentation',
  'governance/longhouse-consultation',
  'governance/reports',
  'governance/reports/2604A-selection',
  'governance/reports/2510B-cycle-review',
  'governance/reports/2510A-cycle-review',
  'governance/reports/2510A-selection',
  'governance/reports/0000A-selection',
  'governance/reports/0000A-cycle-review-template',
  'concepts/zero-touch-deployment',
];

/** The HTTP API reference, generated from openapi/draupnir.yaml. */
export const API = [
  'api/draupnir-api',
  'api/check-event-for-spam',
  'api/user-may-join-room',
  'api/users-may-invite',
  'api/ping-synapse-http-antispam',
  'api/check-health',
  'api/message-reports',
  'api/report-options',
  'api/create-draupnir',
  'api/get-draupnirs',
  'api/get-management-room',
  'api/join-management-room',
];

export const SEARCH = ['search'];

/** Routes of Markdown pages in docs/. */
export const DOC_ROUTES = [...HOME, ...OPERATORS, ...MODERATORS, ...PROJECT];

export const ROUTES = [...DOC_ROUTES, ...CATEGORY_INDEXES, ...API, ...SEARCH];
