import {WRONG_BASE_PORT} from '../support/ports';
import {expect, test} from '../support/site';

// Served from the wrong path, the page's scripts, styles and images are not found (404, or aborted
// when the test ends before the browser gives up on them): that is the point.
test.use({
  allowConsole: /Failed to load resource: the server responded with a status of 404/,
  allowFailedRequests: /^(404|net::ERR_ABORTED) http:\/\/127\.0\.0\.1:\d+\/draupnir-documentation\//,
});

test('served from the wrong base path, the home page says why it did not load', async ({page}) => {
  await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await expect(banner).toContainText('did not load properly');
  await expect(banner).toContainText('/draupnir-documentation/');
  await expect(banner).toContainText('baseUrl = /');
});
