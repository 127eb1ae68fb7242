// Shared helpers for the browser tests: the site's base path, loading a page until React has
// hydrated it, and failing a test on any console noise it did not provoke.
import {test as base, expect, type ConsoleMessage, type Page, type Request, type Response} from '@playwright/test';

export const BASE = '/draupnir-documentation/';

/** The URL path of a page given relative to the base path ('' is the home page). */
export const url = (path: string): string => `${BASE}${path.replace(/^\//, '')}`;

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

type Fixtures = {
  /** Console errors and warnings a test provokes (say why where you set it); any other fails the test. */
  allowConsole: RegExp | undefined;
  /** Failed requests a test provokes, matched against "<status or error> <url>"; any other fails the test. */
  allowFailedRequests: RegExp | undefined;
  consoleNoise: void;
};

/**
 * Every test fails on console noise: an error or warning in the console, an uncaught exception, a
 * request that fails or answers with status 400 or above, unless the test allows it. A download
 * cancelled because the page went to another document is not counted.
 */
export const test = base.extend<Fixtures>({
  allowConsole: [undefined, {option: true}],
  allowFailedRequests: [undefined, {option: true}],
  consoleNoise: [
    async ({page, allowConsole, allowFailedRequests}, use) => {
      const messages: string[] = [];
      const failures: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      };
      const onPageError = (error: Error) => messages.push(`uncaught: ${error.message}`);
      // A document's downloads still running when the page goes to another document (goto, reload)
      // are cancelled by the browser: the reader never waits for them, so they are not failures.
      // The new document's request is announced before the old one's downloads are cancelled. A
      // download the page started before this test (a tab shared by tests) belongs to document 0.
      let documents = 0;
      const startedIn = new WeakMap<Request, number>();
      const onRequest = (request: Request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
        startedIn.set(request, documents);
      };
      const onRequestFailed = (request: Request) => {
        const error = request.failure()?.errorText ?? 'failed';
        const leftBehind = error === 'net::ERR_ABORTED' && (startedIn.get(request) ?? 0) < documents;
        if (!leftBehind) failures.push(`${error} ${request.url()}`);
      };
      const onResponse = (response: Response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('request', onRequest);
      page.on('requestfailed', onRequestFailed);
      page.on('response', onResponse);
      await use();
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
      expect(messages.filter((text) => !allowConsole?.test(text)), 'console errors and warnings').toEqual([]);
      expect(failures.filter((text) => !allowFailedRequests?.test(text)), 'failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
