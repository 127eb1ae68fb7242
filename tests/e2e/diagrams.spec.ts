// Mermaid diagrams drawn at build time (`npm run diagrams`): the page's HTML holds an SVG per
// colour mode, the reader sees the one of the current theme, and the page downloads no Mermaid.
// A diagram with no stored SVG is still drawn, in the browser.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {diagramKey, diagramsInDocs, mermaidSources, svgId} from '../../src/lib/diagramStore';
import {watchScripts} from '../support/scripts';
import {expect, open, test, url} from '../support/site';

const SETUP_KEY = diagramKey(mermaidSources(readFileSync('docs/bot/setup.md', 'utf8'))[0]);
const lightSvg = (page: Page) => page.locator(`svg#${svgId(SETUP_KEY, 'light')}`);
const darkSvg = (page: Page) => page.locator(`svg#${svgId(SETUP_KEY, 'dark')}`);
/** Whether built HTML holds the SVG with this id (the build's HTML minifier drops the quotes). */
const holdsSvg = (html: string, id: string) => new RegExp(`<svg id="?${id}[" ]`).test(html);

// `mermaidAPI` is in Mermaid itself and in the theme code that calls it, and in nothing else.
const MERMAID_CODE = 'mermaidAPI';

test('the HTML of a diagram page holds the light and the dark SVG of its diagram', async ({page}) => {
  const html = await (await page.request.get(url('bot/setup'))).text();
  expect(holdsSvg(html, svgId(SETUP_KEY, 'light'))).toBe(true);
  expect(holdsSvg(html, svgId(SETUP_KEY, 'dark'))).toBe(true);
});

test('every diagram in docs/ is in the built HTML', () => {
  const html = readdirSync('build', {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join('build', file), 'utf8'))
    .join('\n');
  const missing = diagramsInDocs().filter(({source}) => !holdsSvg(html, svgId(diagramKey(source), 'light')));
  expect(missing.map(({file}) => file), 'diagrams drawn in the browser: run `npm run diagrams`').toEqual([]);
});

test('the diagram follows the theme switch, and the page downloads no Mermaid', async ({page}) => {
  const scripts = watchScripts(page);
  await open(page, 'bot/setup');
  await expect(lightSvg(page)).toBeVisible();
  await expect(darkSvg(page)).toBeHidden();
  await expect(lightSvg(page).getByText('Create the bot account')).toBeVisible();

  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(darkSvg(page)).toBeVisible();
  await expect(lightSvg(page)).toBeHidden();
  await expect(darkSvg(page).getByText('Create the bot account')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'the page did not reload').toBe(true);

  await page.waitForLoadState('networkidle');
  expect(await scripts.containing(MERMAID_CODE)).toEqual([]);
});

test('a page opened in the dark theme shows the dark SVG', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await open(page, 'bot/setup');
  await expect(darkSvg(page)).toBeVisible();
  await expect(lightSvg(page)).toBeHidden();
});

/** Whether every arrow of the SVG ends in a marker that the page resolves to that same SVG. */
const arrowheadsResolveInside = (svg: ReturnType<typeof lightSvg>) =>
  svg.evaluate((root) => {
    const ends = Array.from(root.querySelectorAll('[marker-end]'), (path) => /url\(#(.+)\)/.exec(path.getAttribute('marker-end')!)![1]);
    return ends.length > 5 && ends.every((id) => root.contains(document.getElementById(id)));
  });

test("each SVG's arrowheads are its own, so the light and the dark SVG do not take each other's", async ({page}) => {
  await open(page, 'bot/setup');
  expect(await arrowheadsResolveInside(lightSvg(page))).toBe(true);
  expect(await arrowheadsResolveInside(darkSvg(page))).toBe(true);
});

test('a diagram with no stored SVG is drawn in the browser', async ({page}) => {
  const scripts = watchScripts(page);
  await open(page, '__test__/diagram-fallback');
  await expect(page.locator('.docusaurus-mermaid-container svg').getByText('Drawn in the browser')).toBeVisible();
  expect((await scripts.containing(MERMAID_CODE)).length).toBeGreaterThan(0);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('a diagram page shows its diagram', async ({page}) => {
    await page.goto(url('bot/setup'));
    await expect(lightSvg(page).getByText('Create the bot account')).toBeVisible();
    await expect(darkSvg(page)).toBeHidden();
  });
});
