// Runs axe on the current page and fails with a readable list of violations: rule, what it asks
// for, and up to three offending elements.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, type Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** Rules whose outcome depends on colours: the only ones a theme switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core as @axe-core/playwright depends on it. axe is put into the page once and run there with
// axe.run, as @axe-core/playwright's legacy mode does, but without evaluating axe's 550 KB again
// for each run: the default mode ran axe once per frame and then again in a new blank page, four
// times the time (6.9 s against 1.6 s on the command reference, on 2 cores). What this gives up is
// cross-origin frames, and the site has no frames at all: the first assertion below checks it.
const AXE_SOURCE = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

// Markdown blocks far from the screen are laid out only when the reader nears them
// (content-visibility in src/css/custom.css), and their real heights then replace estimated ones.
// If that happens while axe measures, the page moves under it: with an early version of the rule
// the footer of the protections overview moved 67 px, and axe compared a footer link with a code
// block's background. axe audits the page fully laid out, as a reader sees it after scrolling.
const LAID_OUT = '.theme-doc-markdown > * { content-visibility: visible !important; }';

type WithAxe = {axe?: {run: (context: Document, options: RunOptions) => Promise<AxeResults>}};

export async function expectNoAxeViolations(page: Page, label: string, {rules}: {rules?: string[]} = {}): Promise<void> {
  expect(page.frames(), `${label} has a frame, which this axe run would not check if it were cross-origin`).toHaveLength(1);
  await page.addStyleTag({content: LAID_OUT});
  if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) await page.evaluate(AXE_SOURCE);
  // Only violations are read; asking for the passing nodes too costs a fifth more time on long pages.
  const options: RunOptions = {resultTypes: ['violations'], ...(rules ? {runOnly: {type: 'rule', values: rules}} : {})};
  const {violations} = await page.evaluate((runOptions) => (window as WithAxe).axe!.run(document, runOptions), options);
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(report, `axe violations, ${label}`).toEqual([]);
}
