// Shared helpers for the browser tests: the site's base path, loading a page until React has
// hydrated it, and failing a test on any console error it did not expect.
import {test as base, expect, type Page} from '@playwright/test';

export const BASE = '/draupnir-documentation/';

/** The URL path of a page given relative to the base path ('' is the home page). */
export const url = (path: string): string => `${BASE}${path.replace(/^\//, '')}`;

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

type Fixtures = {
  /** Console errors a test expects; anything else logged as an error fails the test. */
  allowConsoleErrors: RegExp | undefined;
  consoleErrors: void;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [undefined, {option: true}],
  consoleErrors: [
    async ({page, allowConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      const unexpected = errors.filter((text) => !allowConsoleErrors?.test(text));
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
