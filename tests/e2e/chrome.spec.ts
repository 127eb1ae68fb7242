import {expect, open, test} from '../support/site';

test('the navbar shows the title, logo, Draupnir version, search and source link', async ({page}) => {
  await open(page, '');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: /Draupnir logo.*Draupnir/})).toHaveAttribute(
    'href',
    '/draupnir-documentation/',
  );
  await expect(navbar.getByRole('img', {name: 'Draupnir logo'}).first()).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Draupnir v3.1.0'})).toHaveAttribute(
    'href',
    'https://github.com/the-draupnir-project/Draupnir/releases/tag/v3.1.0',
  );
  await expect(navbar.getByRole('link', {name: 'Draupnir source code on GitHub'})).toHaveAttribute(
    'href',
    'https://github.com/the-draupnir-project/Draupnir',
  );
  await expect(navbar.getByRole('button', {name: 'Search'})).toBeVisible();
});

test('the logo has a dark variant', async ({page}) => {
  await open(page, '');
  const visibleLogo = () =>
    page.locator('.navbar__logo img').evaluateAll((imgs) =>
      imgs.filter((img) => (img as HTMLElement).offsetParent !== null).map((img) => img.getAttribute('src')),
    );
  expect(await visibleLogo()).toEqual(['/draupnir-documentation/img/logo.svg']);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect.poll(visibleLogo).toEqual(['/draupnir-documentation/img/logo-dark.svg']);
});

test('the footer has Community and More columns, the copyright and a report link for the page', async ({page}) => {
  await open(page, 'category/bot-mode');
  const footer = page.locator('footer.footer');
  await expect(footer.getByText('Community', {exact: true})).toBeVisible();
  await expect(footer.getByText('More', {exact: true})).toBeVisible();
  await expect(footer.getByRole('link', {name: 'Matrix room #draupnir:matrix.org'})).toHaveAttribute(
    'href',
    'https://matrix.to/#/#draupnir:matrix.org',
  );
  await expect(footer).toContainText('Copyright © 2025 The Draupnir Project');

  const report = new URL((await footer.getByRole('link', {name: 'Report a problem with this page'}).getAttribute('href'))!);
  expect(report.pathname).toBe('/the-draupnir-project/draupnir-documentation/issues/new');
  expect(report.searchParams.get('body')).toContain(
    'https://the-draupnir-project.github.io/draupnir-documentation/category/bot-mode',
  );
});

test('the footer can be one row of links separated by middle dots, with a logo', async ({page}) => {
  await open(page, '__test__/footer-row');
  const footer = page.locator('footer.footer');
  const separators = footer.locator('.footer__link-separator');
  await expect(separators.first()).toHaveText('·');
  const links = footer.locator('.footer__links a');
  expect(await separators.count()).toBe((await links.count()) - 1);
  await expect(footer.locator('.footer__col')).toHaveCount(0);
  await expect(footer.getByRole('img', {name: 'Draupnir logo'})).toBeVisible();
  await expect(footer).toContainText('Copyright © 2025 The Draupnir Project');
});

test('doc pages link to their source for editing', async ({page}) => {
  await open(page, '');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    'https://github.com/the-draupnir-project/draupnir-documentation/edit/main/docs/intro.md',
  );
});
