// Code blocks: highlighted straight from the server without downloading Prism, highlighted after a
// client-side navigation or when a block the server did not render is shown (Prism is fetched then),
// recoloured by the theme switch, copyable, and wrappable when wider than the screen. An API page,
// which fetches Prism only when the reader opens a response example, is checked in api.spec.ts.
import type {Locator, Page} from '@playwright/test';
import {prismRequests} from '../support/scripts';
import {expect, open, test} from '../support/site';

const PAGE = 'contributing/development-environment';
// The `function` token colour of each code theme (config/prism.ts).
const LIGHT_FUNCTION = 'rgb(204, 55, 69)';
const DARK_FUNCTION = 'rgb(80, 250, 123)';

/**
 * Clicks the block's copy button and expects its label to turn to "Copied". The label stays for one
 * second only, which a busy machine can let pass before Playwright's click returns, so the page
 * records the label as it appears.
 */
async function copyAndExpectCopied(block: Locator): Promise<void> {
  await block.evaluate((element) => {
    new MutationObserver(() => {
      if (element.querySelector('button[aria-label="Copied"]')) element.dataset.copiedShown = 'yes';
    }).observe(element, {subtree: true, attributes: true, attributeFilter: ['aria-label']});
  });
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block).toHaveAttribute('data-copied-shown', 'yes');
}

const firstCommand = (page: Page) => page.locator('pre.prism-code .token.function').first();

test('on a first visit code comes highlighted from the server and Prism is not downloaded', async ({page}) => {
  const requests = prismRequests(page);
  await open(page, PAGE);
  await expect(firstCommand(page)).toHaveText('sudo');
  await expect(firstCommand(page)).toHaveCSS('color', LIGHT_FUNCTION);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test('the theme switch recolours code tokens', async ({page}) => {
  await open(page, PAGE);
  await expect(firstCommand(page)).toHaveCSS('color', LIGHT_FUNCTION);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(firstCommand(page)).toHaveCSS('color', DARK_FUNCTION);
});

test('with the dark theme remembered, code is in dark colours from the start', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await open(page, PAGE);
  await expect(firstCommand(page)).toHaveCSS('color', DARK_FUNCTION);
  // Dracula's background.
  await expect(page.locator('.theme-code-block').first()).toHaveCSS('background-color', 'rgb(40, 42, 54)');
});

test('after a client-side navigation a code block is highlighted once the reader reaches it', async ({page}) => {
  const requests = prismRequests(page);
  await open(page, 'contributing');
  await page.getByRole('main').getByRole('link', {name: 'setting up a development environment'}).click();
  const block = page.locator('pre.prism-code').first();
  await expect(block).toContainText('sudo apt-get install');
  await block.scrollIntoViewIfNeeded();
  await expect(firstCommand(page)).toHaveText('sudo');
  await expect(firstCommand(page)).toHaveCSS('color', LIGHT_FUNCTION);
  expect(requests).toHaveLength(1);
});

test('the copy button copies the code block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, PAGE);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await copyAndExpectCopied(block);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('sudo apt-get install postgresql-client curl');
});

test('on a phone, a code block wider than the screen offers word wrap once it is in view', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await open(page, 'moderator/commands');
  const blocks = page.locator('.theme-code-block');
  // The last block whose longest line is wider than the screen, far below the first screenful.
  const index = await blocks.evaluateAll((all) =>
    all
      .map((block) => {
        const pre = block.querySelector('pre');
        return pre !== null && pre.scrollWidth > pre.clientWidth;
      })
      .lastIndexOf(true),
  );
  expect(index, 'a code block that scrolls sideways').toBeGreaterThan(5);
  const block = blocks.nth(index);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  await wrap.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await expect.poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
});

test('a code block far down a long page has its buttons once the reader gets there, by scrolling or by keyboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 412, height: 823});
  await open(page, 'moderator/commands');
  const blocks = page.locator('.theme-code-block');
  const last = blocks.last();
  const lastCopy = last.getByRole('button', {name: 'Copy code to clipboard'});
  // Buttons are made for the blocks near the screen only.
  await expect(blocks.first().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await expect(lastCopy).toHaveCount(0);

  // Scrolling there brings them, and they work.
  await last.scrollIntoViewIfNeeded();
  await last.hover();
  await copyAndExpectCopied(last);
  const code = await last.locator('code').innerText();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));

  // Reaching a block with the keyboard scrolls it into view; Tab then goes on to its buttons.
  const middle = blocks.nth(Math.floor((await blocks.count()) / 2));
  await middle.locator('pre').focus();
  await expect(middle.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(middle.locator('button:focus')).toHaveAccessibleName(/^(Copy code to clipboard|Toggle word wrap)$/);
});
