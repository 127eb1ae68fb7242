// Section ids of the old documentation site that links on the web still use, per page: each old id
// names the current heading id (or PAGE_TOP) it lands on. src/rehype/oldAnchors.ts adds them to
// the built pages and fails the build when a heading listed here is gone. If you rename a heading,
// keep its id with `{#old-id}` or move its entries here to the new id. The full list of old ids
// is data/continuity/old-heading-anchors.txt; the continuity test checks every one of them.
//
// Old ids that are still heading ids on today's pages (for example /contributing#sign-off or
// /governance/reports#cycles) are not listed: the plugin refuses an id the page already has.
// An old page title (its `#` heading) lands at the top of the page, where today's title is.

/** Lands on the top of the page: the old section's content no longer has a heading of its own. */
export const PAGE_TOP = '';

/** Keyed by the page's file under docs/ (alphabetical); each entry maps an old id to a current heading id. */
export const OLD_ANCHORS: Record<string, Record<string, string>> = {
  'appservice/index.md': {
    appservice: PAGE_TOP,
    setup: 'step-1-create-the-database',
    // Keeping the admin room private, the bot's power there, allow rules and invitations.
    'post-install-setup-and-configuration': 'the-admin-room',
  },
  'bot/encryption.md': {
    'setting-up-encryption': PAGE_TOP,
  },
  'bot/homeserver-administration.md': {
    'homeserver-administration': PAGE_TOP,
    'draupnir-protections--features': 'what-is-available',
    'suspension-and-account-restriction': 'account-commands',
    'report-forwarding': 'reports',
    'enabling-readable-abuse-reports': 'reports',
    // What the report route may read (the reporter's own view, never decrypted) is described there.
    'security-note': 'reports',
  },
  'bot/setup.md': {
    'setting-up-draupnir': PAGE_TOP,
    overview: 'the-steps-in-order',
    installation: 'choosing-an-install-path',
  },
  'bot/setup_debian.md': {
    'installation-on-debian': PAGE_TOP,
    installation: 'step-1-install-nodejs-24-and-build-tools',
    'edit-the-config': 'step-5-create-the-configuration',
  },
  'bot/setup_docker.md': {
    'advanced-docker-setup': PAGE_TOP,
    images: 'the-images',
    latest: 'the-images',
    'version-tags---vxxx': 'the-images',
    develop: 'the-images',
    'running-with-docker': 'step-1-prepare-the-host-directory',
    'docker-run': 'step-3-start-the-container',
  },
  'bot/setup_draupnir_account.md': {
    'creating-an-account-and-access-token-for-draupnir': PAGE_TOP,
    'pre-requisites': 'prerequisites',
    'creating-an-account': 'step-2-register-the-account',
    synapse: 'step-2-register-the-account',
    dendrite: 'step-2-register-the-account',
    'other-or-no-server-admin-access': 'step-2-register-the-account',
    'creating-a-token-all-homeservers': 'step-3-log-in-with-curl-to-get-a-token',
    // `mas-cli manage issue-compatibility-token` is in the MAS tab of step 2.
    'creating-a-token-with-access-to-mas-cli': 'step-2-register-the-account',
    'creating-an-account-or-logging-in-with-element': 'step-2-register-the-account',
    // Copying the token out of Element is no longer advised; the curl login replaces it.
    'getting-a-token-from-element-web': 'step-3-log-in-with-curl-to-get-a-token',
    'getting-a-token-with-curl-mas-and-encryption-friendly': 'step-3-log-in-with-curl-to-get-a-token',
    'finding-the-base-url': 'step-1-find-the-client-server-url',
    'finding-the-draupnir-user-id-localpart': 'step-3-log-in-with-curl-to-get-a-token',
    'fetching-the-access-token': 'step-3-log-in-with-curl-to-get-a-token',
    'disabling-rate-limiting': 'step-5-exempt-the-account-from-rate-limits-synapse',
    'making-draupnir-a-synapse-admin': 'optional-make-the-account-a-synapse-administrator',
  },
  'bot/setup_management_room.md': {
    'creating-the-management-room': PAGE_TOP,
    introduction: 'how-draupnir-uses-the-room',
    // Creating the room by hand is one of the tabs in this section (a heading inside a tab cannot take old ids).
    'creating-the-room': 'choose-how-the-room-is-created',
    'encrypting-the-management-room': 'encryption',
  },
  'bot/setup_selfbuild.md': {
    'advanced-setup-from-source': PAGE_TOP,
    // Yarn and Node.js 20 for v2.9.0 and older are named under the prerequisites.
    'legacy-versions': 'prerequisites',
  },
  'bot/starting_draupnir.md': {
    'draupnir-parameters-and-options': PAGE_TOP,
    'the-configuration-file': 'step-1-set-the-keys-the-first-start-needs',
    'the-data-directory': 'step-1-set-the-keys-the-first-start-needs',
    'secret-management': 'command-line-reference',
  },
  'bot/synapse-http-antispam.md': {
    'synapse-http-antispam': PAGE_TOP,
    installation: 'step-3-install-the-module-in-synapse',
    configuration: 'step-4-configure-the-module',
    'draupnir-configuration': 'step-2-open-draupnirs-web-listener',
    'troubleshooting-or-verifying-connection-from-synapse': 'check-that-it-works',
  },
  'bot/synapse_module.md': {
    'synapse-module': PAGE_TOP,
    // The old Docker bind mount of the module, and what to do with it now.
    docker: 'the-bind-mount-fails-when-the-synapse-container-starts',
  },
  'bot/systemd.md': {
    // The old page was only the unit that runs the Docker image; that unit is now a variant.
    'installation-with-docker-and-systemd': 'variant-running-the-docker-image',
    'pre-requisites': 'prerequisites',
    'preparing-your-system': 'variant-running-the-docker-image',
    'managing-draupnir': 'everyday-operation',
  },
  'concepts/encryption.md': {
    'encryption-and-draupnir': PAGE_TOP,
    'management-room-encryption': 'the-management-room',
    'room-level-encryption': 'protected-rooms',
    'how-to-disable-management-room-encryption': 'leaving-an-encrypted-management-room',
  },
  'concepts/management-room.md': {
    'management-room': PAGE_TOP,
  },
  'concepts/policy-lists.md': {
    'policy-lists': PAGE_TOP,
    policies: 'policy-rules',
    'policy-room-vs-policy-list': 'policy-rooms-and-the-combined-list',
  },
  'concepts/power-levels.md': {
    'matrix-power-levels': PAGE_TOP,
    'standard-roles': 'how-power-levels-work',
    permissions: 'how-power-levels-work',
    'standard-permissions': 'how-power-levels-work',
    'event-permissions': 'how-power-levels-work',
    'state-permissions': 'how-power-levels-work',
    'see-also': 'related-pages',
  },
  'concepts/room-essentials.md': {
    'room-essentials': PAGE_TOP,
    events: 'timeline-events-and-state-events',
    'state-events': 'timeline-events-and-state-events',
    // Power levels and membership, the authorisation events, are in that section's table of state events.
    'authorization-events': 'timeline-events-and-state-events',
    membership: 'membership-states',
    'lazy-bans': 'how-draupnir-applies-bans',
  },
  'concepts/zero-touch-deployment.md': {
    'zero-touch-deployment': PAGE_TOP,
    introduction: 'what-zero-touch-deployment-is',
    'zero-touch-deployment-for-appservice-mode': 'what-zero-touch-deployment-is',
    'zero-touch-deployment-for-bot-mode': 'what-zero-touch-deployment-is',
  },
  'contributing/accessibility.md': {
    accessibility: PAGE_TOP,
    'render-methods-for-orgmatrixcustomhtml-deaddocument': 'how-draupnir-builds-a-message',
    headings: 'start-each-section-with-a-heading',
    'descriptive-text-for-indicators': 'say-what-an-indicator-means',
  },
  'contributing/code-style.md': {
    'code-style': PAGE_TOP,
    'code-style-optimisation': 'clarity-over-speed',
    'code-style-scope': 'keep-functions-small',
    'code-style-const': 'prefer-const',
    'why-we-do-this': 'prefer-const',
    'code-style-parameterized-dependencies': 'pass-dependencies-in',
  },
  'contributing/context.md': {
    context: PAGE_TOP,
    // This heading held the whole old page.
    'context-for-developing-draupnir': PAGE_TOP,
    'the-synchronisation-loop': 'how-draupnir-hears-about-new-events',
    'maintaining-state': 'how-draupnir-tracks-room-state',
    'policy-lists': 'what-a-policy-rule-is',
    'state-events': 'state-keys',
    policies: 'content',
    'the-ban-command': 'how-a-ban-travels-through-the-code',
    'policy-application-in-draupnir': 'how-a-ban-travels-through-the-code',
    'a-history-of-moderation-projects': 'a-short-history',
  },
  'contributing/development-environment.md': {
    'developing-draupnir---tests-tools-and-environment': PAGE_TOP,
    // The old section was mostly `npm install` and `npm run build:all`.
    'cloning-the-monorepo': 'install-and-build',
    vscode: 'debug-with-visual-studio-code',
    'mx-tester': 'set-up-the-local-homeserver-with-mx-tester',
    usage: 'set-up-the-local-homeserver-with-mx-tester',
    'development-and-testing-with-mx-tester': 'set-up-the-local-homeserver-with-mx-tester',
    debugging: 'debug-with-visual-studio-code',
    'debugging-and-reproducing-an-issue': 'try-draupnir-by-hand',
    'running-integration-tests': 'run-the-integration-tests',
    'debugging-an-integration-test': 'debug-with-visual-studio-code',
  },
  'contributing/development.md': {
    'developing-draupnir': PAGE_TOP,
  },
  'contributing/draupnir-news.md': {
    'draupnir-news': PAGE_TOP,
    'where-does-draupnir-news-come-from': 'how-news-reaches-draupnirs',
    'editing-and-viewing-news-items-locally': 'write-a-news-item',
    'creating-a-pull-request-for-a-news-item': 'open-the-pull-request',
    'reviewing-a-pull-request-for-a-news-item': 'review-a-news-item',
  },
  'contributing/index.md': {
    'contributing-to-draupnir': PAGE_TOP,
    'getting-started': 'ways-to-help',
    issue: 'reporting-a-bug-or-asking-for-a-feature',
    'fixing-or-implementing-an-existing-issue': 'from-issue-to-merged-pull-request',
    'where-to-start': 'ways-to-help',
    // The old section only linked the context page; the table leads to it through Developing Draupnir.
    'how-draupnir-works': 'ways-to-help',
    code: 'ways-to-help',
    'issues--triaging': 'reporting-a-bug-or-asking-for-a-feature',
    documentation: 'documentation-changes',
    'making-pull-requests': 'from-issue-to-merged-pull-request',
    // A closing word of encouragement; the page's opening says the same.
    conclusion: PAGE_TOP,
    // An essay on licensing and business that this site does not carry over.
    'further-notes-on-license-and-its-relation-to-business-in-general': PAGE_TOP,
  },
  'contributing/long-term-workflow.md': {
    'long-term-workflow': PAGE_TOP,
    'where-can-i-find-draupnirs-plans': 'where-the-plans-live',
    'finding-issues-which-may-need-planning': 'find-work-that-needs-planning',
  },
  'contributing/planning.md': {
    planning: PAGE_TOP,
    'planning-essentials': 'certainty-against-agility',
    overview: 'the-layers',
    commitment: 'the-rest-of-a-bet',
    'other-risks-that-can-fail-the-bet': 'the-rest-of-a-bet',
    'deliverable-meaningful-results': 'the-rest-of-a-bet',
    'solution-hypotheses': 'solutions',
    increment: 'increments',
    'deliverable-tasks': 'tasks',
    review: 'reviewing-finished-work',
    'success-vs-acceptance-criteria': 'success-and-acceptance-criteria',
    contributor: 'common-actors',
    'room-moderator': 'common-actors',
    'homeserver-administrator': 'common-actors',
    'system-administrator': 'common-actors',
    'why-we-do-not-use-story-pointing': 'why-there-are-no-story-points',
  },
  'contributing/releasing-draupnir.md': {
    'releasing-draupnir': PAGE_TOP,
  },
  'contributing/security.md': {
    security: PAGE_TOP,
    // The start of the part for contributors, before the first practice.
    'programming-practices-and-considerations': 'what-you-need-first-for-contributors',
    'property-access-with-user-supplied-property-names': 'access-properties-safely-when-the-name-comes-from-outside',
    // The two "Resources" lists: the first followed property access, the second ReDoS.
    resources: 'access-properties-safely-when-the-name-comes-from-outside',
    redos: 'be-careful-with-regular-expressions',
    'resources-1': 'be-careful-with-regular-expressions',
    'prototype-pollution': 'avoid-prototype-pollution',
    'joes-law': 'fail-loudly-on-impossible-states',
    'matrix-mixin-validation-and-parsing': 'validate-matrix-events-piece-by-piece',
  },
  'contributing/triaging.md': {
    'triaging-issues': PAGE_TOP,
    // The purpose is stated in the page's opening paragraph.
    'the-purpose-of-triaging': PAGE_TOP,
    labels: 'the-three-labels',
    likelihood: 'likelihood-l-labels',
    annoyance: 'annoyance-p-labels',
    impact: 'impact-t-labels',
  },
  'contributing/vision.md': {
    'the-draupnir-project-vision': PAGE_TOP,
    'draupnir-as-essential-open-community-management-infrastructure': 'essential-infrastructure-for-open-communities',
    'draupnirs-primary-deployment-method-as-a-bot-remains-supported-as-matrix-moves-to-embrace-community-management-services':
      'bots-stay-first-class',
    'policy-servers-as-an-example-of-friction': 'bots-stay-first-class',
    'service-ux': 'a-simpler-experience',
    'space-centric': 'one-draupnir-per-space',
    'service-architecture': 'scaling-the-service',
    'draupnir-for-homeserver-administration': 'homeserver-administration',
    'draupnir-as-the-foundations-tool-of-choice-for-room-moderation': 'a-shared-stack-for-the-wider-ecosystem',
    'draupnirs-governance': 'governance',
    'draupnirs-contributors-are-vision-centric': 'contributors-who-share-the-vision',
  },
  'governance/ethical-values.md': {
    'ethical-values': PAGE_TOP,
  },
  'governance/groups.md': {
    'governance-groups': PAGE_TOP,
    'the-longhouse-contribution-guild': 'the-contribution-guild',
  },
  'governance/index.md': {
    governance: PAGE_TOP,
  },
  'governance/inspiration.md': {
    'governance-inspiration-and-resources': PAGE_TOP,
  },
  'governance/longhouse-consultation.md': {
    'longhouse-consultation': PAGE_TOP,
  },
  'governance/longhouse-cycle.md': {
    'longhouse-cycle': PAGE_TOP,
    consultation: '1-consultation',
    selection: '2-selection',
    presentation: '3-presentation',
    choice: '4-choice',
    development: '5-development',
  },
  'governance/longhouse-presentation.md': {
    'longhouse-presentation': PAGE_TOP,
    'longhouse-proposal': 'longhouse-proposals',
    'longhouse-cycle-presentation': 'longhouse-cycle-presentations',
  },
  'governance/reports/index.md': {
    reports: PAGE_TOP,
  },
  'intro.md': {
    welcome: PAGE_TOP,
    moderators: 'find-your-path',
    'system-administrators': 'find-your-path',
    contributors: 'find-your-path',
  },
  'matrix-protection-suite/concepts/protected-rooms-set.md': {
    'protected-rooms-set': PAGE_TOP,
    'the-revision-issuers-used-by-a-protectedroomsset': 'parts-of-the-set',
    'sourcing-moderation-policies-vis-the-_watched-policy-rooms_': 'watched-policy-rooms',
    'sourcing-room-state-via-the-_set-room-state_': 'parts-of-the-set',
    'sourcing-room-membership-via-the-_set-room-membership_': 'parts-of-the-set',
    'sourcing-set-membership-via-_set-membership_': 'set-membership',
    'sourcing-policy-matches-against-members-via-_set-membership-policies_': 'policies-matching-members',
  },
  'matrix-protection-suite/concepts/protection.md': {
    'protections--capabilities': PAGE_TOP,
    overview: 'what-a-protection-is',
    'how-do-protections-express-their-behaviour': 'capabilities',
    'why-do-protections-cause-effects-through-capabilities': 'capabilities',
    'what-is-a-capability-interface': 'capabilities',
    'what-is-a-capability-provider': 'capabilities',
  },
  'matrix-protection-suite/concepts/revisions.md': {
    revisions: PAGE_TOP,
    'introduction-to-revisions': 'revisions-and-revision-issuers',
    'evaluating-the-utility-of-revisions': 'why-draupnir-works-this-way',
    'revision-issuers': 'revisions-and-revision-issuers',
    'the-many-revision-issuers': 'kinds-of-revision',
  },
  'moderator/managing-policy-lists.md': {
    'managing-policy-lists': PAGE_TOP,
    'reviewing-which-lists-draupnir-is-watching': 'see-your-lists-and-rules',
    'inviting-draupnir-to-policy-rooms': 'watch-a-shared-list',
    'using-draupnirs-watch-command-to-subscribe-to-policy-rooms': 'watch-a-shared-list',
    'using-the-status-command-to-view-watched-lists': 'see-your-lists-and-rules',
    'using-draupnirs-list-create-command-to-create-a-policy-room': 'create-your-own-list',
  },
  'moderator/managing-protected-rooms.md': {
    'protecting-rooms': PAGE_TOP,
    'confirming-the-protection-status-of-a-room': 'see-which-rooms-are-protected',
    'inviting-draupnir-to-rooms': 'protect-a-room',
    'using-the-draupnir-rooms-command': 'protect-a-room',
    'obtaining-a-room-reference': 'protect-a-room',
    'giving-draupnir-permissions': 'then-give-draupnir-power',
    // A third-party tool for protecting many rooms at once; the site's way to do that is this option.
    'using-rorys-matrix-utils': 'protect-every-room-draupnir-is-in',
    'protecting-encrypted-rooms': 'encrypted-rooms',
  },
  'moderator/managing-users.md': {
    'managing-users': PAGE_TOP,
    context: 'before-you-start',
    'checking-whether-a-user-is-banned': 'check-whether-someone-is-already-banned',
    'the-banpropagationprotection': 'ban-from-your-matrix-client',
    'the-ban-command': 'ban-a-user',
    'the-unban-command': 'unban-a-user',
    wildcards: 'ban-several-accounts-with-a-glob',
    redaction: 'redact-messages',
    'automatic-redaction': 'remove-messages-automatically-when-banning',
  },
  'moderator/room-upgrades.md': {
    'room-upgrades': PAGE_TOP,
    // Advice against upgrading after the Hydra disclosure, which the page no longer gives.
    'hydra-disclosure': PAGE_TOP,
    'upgrading-protected-rooms': 'protected-rooms',
    'upgrading-policy-rooms': 'policy-rooms',
    'upgrading-the-management-room': 'the-management-room',
  },
  'moderator/setting-up-and-configuring.md': {
    'quick-start': PAGE_TOP,
  },
  'protections/block-invitations-on-server-protection.md': {
    'block-invitations-on-server-protection': PAGE_TOP,
    'which-policies-will-result-in-a-rejected-invitation': 'how-it-decides',
    'enabling-the-protection': 'enable-the-protection',
    // Room takedowns and the room takedown protection are discussed there.
    'taking-down-targeted-invitations': 'how-it-decides',
  },
  'protections/configuring-protections.md': {
    'configuring-protections': PAGE_TOP,
    'displaying-the-protection-settings': 'find-a-protection-and-read-its-settings',
    'an-example-using-the-joinwaveshortcircuitprotection': 'find-a-protection-and-read-its-settings',
    'changing-protection-settings': 'change-settings',
    'managing-sets': 'add-and-remove-items-in-a-list',
    'configuring-protection-capabilities': 'choose-capability-providers',
    'viewing-configured-capability-providers': 'see-the-active-providers',
    'changing-the-active-capability-provider-for-a-protection-capability': 'change-or-reset-a-provider',
    'restoring-the-default-capability-provider-set-for-a-protection': 'change-or-reset-a-provider',
  },
  'protections/homeserver-user-policy-protection.md': {
    'homeserver-user-policy-protection': PAGE_TOP,
  },
  'protections/index.md': {
    protections: PAGE_TOP,
  },
  'protections/mention-limit-protection.md': {
    'mention-limit-protection': PAGE_TOP,
    usage: 'what-happens-to-an-offending-message',
    // The configuration file keys of releases before v2.3.0 are today's settings.
    'configuration-prior-to-v230': 'settings',
  },
  'protections/new-joiner-protection.md': {
    'new-joiner-protection': PAGE_TOP,
    configuration: 'configuration-keys',
  },
  'protections/room-takedown-protection.md': {
    'room-takedown-protection': PAGE_TOP,
    // Discovery notices and their member threshold are settings of the protection.
    'room-discovery': 'settings',
    configuration: 'settings',
    'taking-down-a-room': 'worked-example',
  },
  'protections/trusted-reporters.md': {
    'trusted-reporters': PAGE_TOP,
  },
  'shared/dogfood.md': {
    'the-dogfood-guide': PAGE_TOP,
    'the-list': 'install-methods-and-their-status',
    'e2ee-support': 'install-methods-and-their-status',
  },
};
