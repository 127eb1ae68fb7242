// Runs axe on the current page and fails with a readable list of violations: rule, what it asks
// for, and up to three offending elements.
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/** Rules whose outcome depends on colours: the only ones a theme switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Markdown blocks far from the screen are laid out only when the reader nears them
// (content-visibility in src/css/custom.css), and their real heights then replace estimated ones.
// If that happens while axe measures, the page moves under it: with an early version of the rule
// the footer of the protections overview moved 67 px, and axe compared a footer link with a code
// block's background. axe audits the page fully laid out, as a reader sees it after scrolling.
const LAID_OUT = '.theme-doc-markdown > * { content-visibility: visible !important; }';

export async function expectNoAxeViolations(page: Page, label: string, {rules}: {rules?: string[]} = {}): Promise<void> {
  await page.addStyleTag({content: LAID_OUT});
  // Only violations are read; asking for the passing nodes too costs a fifth more time on long pages.
  // Legacy mode runs axe once in the page instead of once per frame and then again in a new blank
  // page: a quarter of the time (6.9 s against 1.6 s on the command reference), with the same rules.
  // What it gives up is cross-origin frames, and the site has no frames at all (one test checks it).
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode();
  if (rules) builder.withRules(rules);
  const {violations} = await builder.analyze();
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(report, `axe violations, ${label}`).toEqual([]);
  expect(page.frames(), `${label} has a frame, which legacy-mode axe would not check if it were cross-origin`).toHaveLength(1);
}
