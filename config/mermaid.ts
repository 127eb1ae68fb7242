// Mermaid settings, shared by the theme (diagrams drawn in the browser) and by
// scripts/render-diagrams.ts (diagrams drawn at build time), so both draw the same picture.
import type {ThemeConfig} from '@docusaurus/theme-mermaid';

export type ColourMode = 'light' | 'dark';

/** `themeConfig.mermaid`: Mermaid's own theme for each colour mode, and no other option. */
export const mermaidThemeConfig = {
  theme: {light: 'default', dark: 'dark'},
  options: {},
} satisfies ThemeConfig['mermaid'];

/** What @docusaurus/theme-mermaid 3.8.1 hands to `mermaid.initialize` in a colour mode. */
export function mermaidInitConfig(mode: ColourMode): Record<string, unknown> {
  return {startOnLoad: false, ...mermaidThemeConfig.options, theme: mermaidThemeConfig.theme[mode]};
}
