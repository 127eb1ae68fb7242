import type {Locator} from '@playwright/test';
import {expect, open, test, url} from '../support/site';

test('the table of contents lists the h2 and h3 headings of the page, and no others', async ({page}) => {
  await open(page, '');
  const headings = await page
    .locator('article :is(h2, h3, h4, h5, h6)[id]')
    .evaluateAll((els) => els.map((el) => ({level: el.tagName, id: el.id})));
  const expected = headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => `#${h.id}`);
  expect(expected.length).toBeGreaterThan(0);
  expect(headings.some((h) => h.level === 'H3')).toBe(true);

  const tocLinks = await page.locator('.theme-doc-toc-desktop a').evaluateAll((as) =>
    as.map((a) => a.getAttribute('href')),
  );
  expect(tocLinks).toEqual(expected);
});

test('sidebar categories expand and collapse, stay open together, and the sidebar cannot be hidden', async ({page}) => {
  await open(page, '');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const botMode = sidebar.getByRole('button', {name: /sidebar category 'Bot mode'/});
  const governance = sidebar.getByRole('button', {name: /sidebar category 'Governance'/});

  await expect(botMode).toHaveAttribute('aria-expanded', 'false');
  await botMode.click();
  await expect(botMode).toHaveAttribute('aria-expanded', 'true');
  const botModeItems = botMode.locator('xpath=ancestor::li[1]').locator('ul.menu__list');
  await expect(botModeItems).toBeVisible();

  await governance.click();
  await expect(governance).toHaveAttribute('aria-expanded', 'true');
  await expect(botMode).toHaveAttribute('aria-expanded', 'true');

  await botMode.click();
  await expect(botMode).toHaveAttribute('aria-expanded', 'false');
  await expect(botModeItems).toBeHidden();
  await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
});

test('the skip link takes keyboard focus past the navbar and sidebar into the main content', async ({page}) => {
  await open(page, '');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusedInMain).toBe(true);
});

/** Waits until `target` has come to rest in the top band of the window, where a link to it should put it. */
async function expectAtTopOfWindow(target: Locator): Promise<void> {
  const top = () => target.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(200);
}

test('navigating to a link with a hash scrolls to its target, even below a diagram', async ({page}) => {
  await open(page, '__test__/links');
  await page.locator('#link-with-hash').click();
  await expect(page).toHaveURL((u) => u.pathname === url('bot/setup') && u.hash === '#choosing-an-install-path');
  // The bot mode overview shows a Mermaid diagram above the target (one SVG per theme, one visible).
  await expect(page.locator('.docusaurus-mermaid-container').getByRole('document')).toBeVisible();
  await expectAtTopOfWindow(page.locator('#choosing-an-install-path'));
});

test('on the longest page, a heading far down is reached from a direct link and from the table of contents', async ({page}) => {
  // Blocks far from the screen are laid out only when the reader gets near them; landing on a
  // heading must still put that heading, not an estimate of where it is, at the top of the window.
  await open(page, 'moderator/commands');
  const ids = await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids.length).toBeGreaterThan(8);

  await page.locator(`.theme-doc-toc-desktop a[href="#${ids[ids.length - 3]}"]`).click();
  await expectAtTopOfWindow(page.locator(`#${ids[ids.length - 3]}`));

  await open(page, `moderator/commands#${ids[ids.length - 1]}`);
  await expectAtTopOfWindow(page.locator(`#${ids[ids.length - 1]}`));
});

for (const viewport of [{width: 390, height: 844}, {width: 1280, height: 720}]) {
  test(`the home page and the command reference do not move while they load, ${viewport.width} px wide`, async ({page}) => {
    // Markdown blocks far down are laid out only when the reader nears them; any block on the first
    // screen drawn at an estimated height would push the text after it (CLS 0.06 on a phone once).
    // Counts the layout shifts of elements in the article from the start of each load.
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const total = window as unknown as {articleShift: number};
      total.articleShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; sources: {node?: Node}[]}[]) {
          if (entry.sources.some((source) => source.node?.parentElement?.closest('article'))) total.articleShift += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    for (const path of ['', 'moderator/commands']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as {articleShift: number}).articleShift);
      expect(shift, `layout shift in the article of /${path}`).toBe(0);
    }
  });
}

test('navigating to a link without a hash starts at the top of the page', async ({page}) => {
  await open(page, '__test__/links');
  await page.locator('#link-without-hash').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('#link-without-hash').click();
  await expect(page).toHaveURL((u) => u.pathname === url('category/bot-mode'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
  await open(page, '__test__/links');
  const navbar = page.locator('nav.navbar');
  const top = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  for (let step = 1; step <= 4; step++) {
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(step * 200);
  }
  await expect.poll(top).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(top).toBeGreaterThan(0);
});
