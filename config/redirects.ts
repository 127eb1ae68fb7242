// Paths that the old documentation site published, or that others link to, and that now live
// elsewhere. @docusaurus/plugin-client-redirects writes a small page at each `from` path that
// forwards to `to`, keeping the query string and the #section. When you move or rename a page,
// add its old path here; the continuity test (tests/e2e/continuity.spec.ts) fails until you do.
import type {Options} from '@docusaurus/plugin-client-redirects';

type Redirect = {from: string; to: string};

/** The first month of the old site served every page under /docs/. */
const firstMonth: Redirect[] = [
  ['appservice', '/appservice'],
  ['bot/moderators', '/moderator/setting-up-and-configuring'],
  ['bot/setup', '/bot/setup'],
  ['bot/setup_docker', '/bot/setup_docker'],
  ['bot/setup_selfbuild', '/bot/setup_selfbuild'],
  ['bot/synapse_module', '/bot/synapse_module'],
  ['category/appservice', '/category/appservice'],
  ['category/bot-mode', '/category/bot-mode'],
  ['category/concepts', '/category/concepts'],
  ['category/contributing', '/category/contributing'],
  ['category/shared-documentation', '/category/shared-documentation'],
  ['concepts/power-levels', '/concepts/power-levels'],
  ['contributing', '/contributing'],
  ['contributing/code-style', '/contributing/code-style'],
  ['contributing/context', '/contributing/context'],
  ['contributing/development', '/contributing/development'],
  ['contributing/development-environment', '/contributing/development-environment'],
  ['contributing/triaging', '/contributing/triaging'],
  ['intro', '/'],
  ['shared/dogfood', '/shared/dogfood'],
].map(([from, to]) => ({from: `/docs/${from}`, to}));

export const redirects: Redirect[] = [
  ...firstMonth,
  // Linked from docs/moderators.md in Draupnir's repository: the old moderators' guide.
  {from: '/bot/moderators', to: '/moderator/setting-up-and-configuring'},
  // A typo in Draupnir v3.0.0's release notes.
  {from: '/bot/bot/setup_selfbuild', to: '/bot/setup_selfbuild'},
  // The reports index was a generated category page here before it became a page of its own.
  {from: '/category/reports', to: '/governance/reports'},
];

export const clientRedirects = {redirects} satisfies Options;
