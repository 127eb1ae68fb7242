import {EXPLORER_LOADS, operations, spec} from '../support/apiOperations';
import {API} from '../support/routes';
import {prismRequests, scriptRequests, scriptsNamedIn, watchScripts} from '../support/scripts';
import {expect, open, test, url} from '../support/site';

// micromark is react-markdown's parser.
const MARKDOWN_PARSER_CODE = 'micromark';

test('every operation in the description has a page in the route list', () => {
  expect(operations.map((o) => o.route).sort()).toEqual(API.filter((route) => route !== 'api/draupnir-api').sort());
});

// What each operation's page shows (its method and path, request and responses, the request
// explorer and no send button) is checked in every-page.spec.ts, on the page it loads anyway.

test.describe('the request explorer', () => {
  // 54 clicks (20 languages, 34 variants), each regenerating the sample: 53 s on a 2-core machine
  // with nothing beside it, 114 s on 2 cores shared with a load average of 27, 224 s with a load
  // average of 25 and two CPU-bound processes beside it.
  test.describe.configure({timeout: 480_000});

  test("writes a sample for the server's port in each of its 20 languages and every variant", async ({page}) => {
    const operation = operations.find((o) => o.operationId === 'CheckEventForSpam')!;
    const port = spec.servers[0].variables.port.default;
    await open(page, operation.route);
    const sample = page.locator('.openapi-explorer__code-block').first();
    const languages = page.locator('.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner) > [role=tab]');
    const variants = page.locator('.openapi-tabs__code-container-inner [role=tab]');
    await expect(sample).toBeVisible(EXPLORER_LOADS);
    await expect(languages).toHaveCount(20);
    const seen = new Set<string>();
    for (const language of await languages.all()) {
      await language.click();
      await expect(language).toHaveAttribute('aria-selected', 'true');
      for (const variant of await variants.all()) {
        await variant.click();
        await expect(variant).toHaveAttribute('aria-selected', 'true');
        const label = `${await language.innerText()} ${await variant.innerText()}`;
        // A generator that throws leaves the previous sample on screen: the theme ignores its error.
        await expect(async () => {
          const text = await sample.innerText();
          expect(seen.has(text), label).toBe(false);
          expect(text).toContain(operation.path);
          // The server's port, and nothing left unset (src/theme/ApiExplorer/buildPostmanRequest.ts).
          expect(text).toContain(port);
          expect(text).not.toContain('undefined');
          seen.add(text);
        }).toPass({timeout: 20_000, intervals: [100]});
      }
    }
    // postman-code-generators 1.14 has 34 variants across the 20 languages: each gave its own sample.
    expect(seen.size).toBe(34);
  });
});

test('the API reference is a category of the main sidebar, landing on the API overview', async ({page}) => {
  await open(page, '');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const category = sidebar.getByRole('link', {name: 'HTTP API reference'});
  await expect(category).toHaveAttribute('href', '/draupnir-documentation/api/draupnir-api');
  await category.click();
  await expect(page.getByRole('heading', {level: 1, name: 'Draupnir API'})).toBeVisible();
  for (const tag of ['Abuse reports', 'Synapse HTTP antispam', 'Health check', 'Appservice provisioning (removed in v3.0.0)']) {
    await expect(sidebar.getByRole('button', {name: tag, exact: true})).toBeVisible();
  }
});

// One loaded API page on a phone, for the checks of what it downloads and when: each check only
// reads the page until the reader's first action, and the actions come in an order that leaves the
// later checks' conditions untouched (the explorer's own code blocks need Prism too).
test.describe('an API page on a phone', () => {
  // Two page loads, one of them an API page whose every script is read: 32 s on 2 cores shared
  // with a load average of 27.
  test.describe.configure({timeout: 120_000});

  test('starts with the scripts its HTML names, and fetches Prism, react-markdown and the request explorer only when the reader needs them', async ({page, request}) => {
    await page.setViewportSize({width: 390, height: 844});
    const scripts = watchScripts(page);
    const fetched = scriptRequests(page);
    const prism = prismRequests(page);
    const path = 'api/check-event-for-spam';
    await open(page, path);
    const beforeInteractive = [...fetched];

    await test.step('the scripts fetched before the page is interactive are all named in its HTML', async () => {
      const named = scriptsNamedIn(await (await request.get(url(path))).text());
      expect(named.length, 'the runtime, main.js and the page’s own chunks').toBeGreaterThan(2);
      expect(beforeInteractive.filter((script) => !named.includes(script))).toEqual([]);
    });

    await page.waitForLoadState('networkidle');
    const samples = page.locator('.openapi-explorer__code-block');
    await test.step('plain descriptions are rendered without react-markdown', async () => {
      // The qualifiers sit in collapsed schema details; they are rendered all the same.
      await expect(page.locator('strong', {hasText: 'Possible values:'}).first()).toBeAttached();
      expect(await scripts.containing(MARKDOWN_PARSER_CODE)).toEqual([]);
    });
    await test.step('no code block is shown, Prism is not fetched, and the request explorer is not loaded', async () => {
      await expect(page.locator('pre.prism-code').filter({visible: true})).toHaveCount(0);
      expect(prism).toEqual([]);
      await expect(samples).toHaveCount(0);
    });

    await test.step('opening a response example fetches Prism once, and the example is highlighted', async () => {
      await page.getByRole('tab', {name: 'Example', exact: true}).first().click();
      await expect(page.locator('pre.prism-code').filter({visible: true}).first().locator('.token.punctuation').first()).toHaveText('{');
      expect(prism).toHaveLength(1);
    });

    await test.step('the request explorer loads when the reader scrolls near it', async () => {
      await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
      await expect(samples.first()).toBeVisible(EXPLORER_LOADS);
    });

    await test.step('react-markdown comes only for richer descriptions', async () => {
      // A test-only page with one description in the subset and one table, which needs react-markdown.
      const expectRendered = async (name: string) => {
        const section = page.getByRole('region', {name});
        await expect(section.locator('strong').first()).toHaveText('Possible values:');
        await expect(section.locator('p code').nth(1)).toHaveText('kick');
        await expect(section.getByRole('table').locator('td code')).toHaveText('web.port');
        await expect(section.getByRole('table').locator('td em')).toHaveText('the port');
      };
      await open(page, '__test__/markdown');
      await expectRendered('From the server');
      await page.getByRole('button', {name: 'Render again'}).click();
      await expectRendered('Rendered in the browser');
      expect(await scripts.containing(MARKDOWN_PARSER_CODE)).toHaveLength(1);
    });
  });
});
