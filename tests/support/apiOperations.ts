// The operations of openapi/draupnir.yaml, each with the route of its page, and what an operation's
// page shows a reader once it has loaded (every-page.spec.ts checks it on each API page it opens).
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {expect, type Page} from '@playwright/test';

type Operation = {operationId: string; deprecated?: boolean; parameters?: unknown[]; requestBody?: unknown};
export const spec = load(readFileSync(join(__dirname, '../../openapi/draupnir.yaml'), 'utf8')) as {
  servers: {variables: {port: {default: string}}}[];
  paths: Record<string, Record<string, Operation>>;
};
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The request explorer renders only after the page's largest code has run: 4–7 s after the page
 * starts on a busy 2-core machine, so its first appearance gets longer than other waits.
 */
export const EXPLORER_LOADS = {timeout: 60_000};

export type ApiOperation = Operation & {method: string; path: string; route: string; takesInput: boolean};

export const operations: ApiOperation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'operationId' in value)
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      route: `api/${kebab(operation.operationId)}`,
      ...operation,
      // Parameters may be declared on the path for all its operations.
      takesInput: Boolean(operation.requestBody || operation.parameters || 'parameters' in item),
    })),
);

/** The operation's method and path, its request and responses, the request explorer and no send button. */
export async function expectOperationPage(page: Page, operation: ApiOperation): Promise<void> {
  const endpoint = page.locator('.openapi__method-endpoint');
  await expect(endpoint.locator('.badge')).toHaveText(operation.method);
  // After hydration the theme prefixes the server URL and writes {param} as :param.
  const shownPath = operation.path.replace(/\{(\w+)\}/g, ':$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(new RegExp(`(^|\\d)${shownPath}$`));
  // An operation without parameters or body (GET /healthz) has no Request section.
  await expect(page.getByRole('heading', {level: 2, name: 'Request'})).toHaveCount(operation.takesInput ? 1 : 0);
  await expect(page.getByRole('heading', {level: 2, name: 'Responses'})).toBeVisible();
  // The request explorer (in view on a wide screen) has loaded, without a send button.
  await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible(EXPLORER_LOADS);
  await expect(page.getByRole('button', {name: /Send API Request|Try it/i})).toHaveCount(0);
  if (operation.deprecated) {
    await expect(page.locator('article')).toContainText('Removed in v3.0.0');
  }
}
