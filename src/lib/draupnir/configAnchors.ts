// The id of a key's row in the configuration reference (docs/bot/configuration.md). The rows get
// these ids at build time (src/rehype/configKeyAnchors.ts), and the configuration checker links to
// them, so both take them from here.
export type ConfigMode = 'bot' | 'appservice';

export const CONFIG_REFERENCE_PAGE = 'bot/configuration';

/** `config-web.port` for a bot-mode key, `appservice-config-adminRoom` for an appservice key. */
export function configKeyAnchor(mode: ConfigMode, path: string): string {
  return `${mode === 'bot' ? '' : 'appservice-'}config-${path}`;
}

/** The reference's section on the unknown-key warning, for keys that have no row. */
export const UNKNOWN_KEYS_ANCHOR = 'there-are-unknown-configuration-properties';
