import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {API} from '../support/routes';
import {watchScripts} from '../support/scripts';
import {expect, open, test} from '../support/site';

type Operation = {operationId: string; deprecated?: boolean; parameters?: unknown[]; requestBody?: unknown};
const spec = load(readFileSync(join(__dirname, '../../openapi/draupnir.yaml'), 'utf8')) as {
  servers: {variables: {port: {default: string}}}[];
  paths: Record<string, Record<string, Operation>>;
};
// micromark is react-markdown's parser.
const MARKDOWN_PARSER_CODE = 'micromark';
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'operationId' in value)
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      ...operation,
      // Parameters may be declared on the path for all its operations.
      takesInput: Boolean(operation.requestBody || operation.parameters || 'parameters' in item),
    })),
);

test('every operation in the description has a page in the route list', () => {
  expect(operations.map((o) => `api/${kebab(o.operationId)}`).sort()).toEqual(
    API.filter((route) => route !== 'api/draupnir-api').sort(),
  );
});

for (const operation of operations) {
  test(`api/${kebab(operation.operationId)} shows ${operation.method} ${operation.path}, its request and responses, and no send button`, async ({page}) => {
    await open(page, `api/${kebab(operation.operationId)}`);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint.locator('.badge')).toHaveText(operation.method);
    // After hydration the theme prefixes the server URL and writes {param} as :param.
    const shownPath = operation.path.replace(/\{(\w+)\}/g, ':$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(new RegExp(`(^|\\d)${shownPath}$`));
    // An operation without parameters or body (GET /healthz) has no Request section.
    await expect(page.getByRole('heading', {level: 2, name: 'Request'})).toHaveCount(operation.takesInput ? 1 : 0);
    await expect(page.getByRole('heading', {level: 2, name: 'Responses'})).toBeVisible();
    // The request explorer (in view on a wide screen) has loaded, without a send button.
    await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible();
    await expect(page.getByRole('button', {name: /Send API Request|Try it/i})).toHaveCount(0);
    if (operation.deprecated) {
      await expect(page.locator('article')).toContainText('Removed in v3.0.0');
    }
  });
}

test("the request explorer writes a sample for the server's port in each of its 20 languages and every variant", async ({page}) => {
  // 34 samples, each generated after a click: about 16 s alone on a 2-core machine, 30 s in the full run.
  test.setTimeout(60_000);
  const operation = operations.find((o) => o.operationId === 'CheckEventForSpam')!;
  const port = spec.servers[0].variables.port.default;
  await open(page, `api/${kebab(operation.operationId)}`);
  const sample = page.locator('.openapi-explorer__code-block').first();
  const languages = page.locator('.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner) > [role=tab]');
  const variants = page.locator('.openapi-tabs__code-container-inner [role=tab]');
  await expect(languages).toHaveCount(20);
  const seen = new Set<string>();
  for (const language of await languages.all()) {
    await language.click();
    await expect(language).toHaveAttribute('aria-selected', 'true');
    for (const variant of await variants.all()) {
      await variant.click();
      await expect(variant).toHaveAttribute('aria-selected', 'true');
      // A generator that throws leaves the previous sample on screen: the theme ignores its error.
      await expect(async () => {
        const text = await sample.innerText();
        expect(seen.has(text), `${await language.innerText()} ${await variant.innerText()}`).toBe(false);
        expect(text).toContain(operation.path);
        // The server's port, and nothing left unset (src/theme/ApiExplorer/buildPostmanRequest.ts).
        expect(text).toContain(port);
        expect(text).not.toContain('undefined');
        seen.add(text);
      }).toPass({timeout: 5_000});
    }
  }
  // postman-code-generators 1.14 has 34 variants across the 20 languages: each gave its own sample.
  expect(seen.size).toBe(34);
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

test('on a phone the request explorer loads when the reader scrolls near it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, 'api/check-event-for-spam');
  await page.waitForLoadState('networkidle');
  const samples = page.locator('.openapi-explorer__code-block');
  await expect(samples).toHaveCount(0);
  await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
  await expect(samples.first()).toBeVisible();
});

test('API pages render plain descriptions without downloading react-markdown, which comes only for richer ones', async ({page}) => {
  const scripts = watchScripts(page);
  await page.setViewportSize({width: 390, height: 844});
  await open(page, 'api/check-event-for-spam');
  await page.waitForLoadState('networkidle');
  // The qualifiers sit in collapsed schema details; they are rendered all the same.
  await expect(page.locator('strong', {hasText: 'Possible values:'}).first()).toBeAttached();
  expect(await scripts.containing(MARKDOWN_PARSER_CODE)).toEqual([]);

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
