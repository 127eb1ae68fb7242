import {expect, test, url} from '../support/site';

// React reports every error a boundary catches on the console; these tests cause them on purpose.
test.use({allowConsole: /Test crash in|Root cause/});

for (const [path, recovered, where] of [
  ['__test__/crash', 'The page rendered after trying again.', 'page content'],
  ['__test__/crash-shell', 'The page shell rendered after trying again.', 'page shell'],
]) {
  test(`a crash in the ${where} shows the crash page, and Try again recovers`, async ({page}) => {
    // No wait for hydration: a crash in the page shell replaces the element that reports it.
    await page.goto(url(path));
    const report = page.getByRole('alert');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(report).toContainText(`Test crash in ${where}`);
    await expect(report).toContainText('Root cause: the test asked for it');

    // The text column is at most 80 characters wide, measured in the report's own font.
    const widths = await report.evaluate((el) => {
      const probe = document.createElement('div');
      probe.style.width = '80ch';
      el.appendChild(probe);
      const eightyCh = probe.getBoundingClientRect().width;
      probe.remove();
      return {max: parseFloat(getComputedStyle(el).maxWidth), eightyCh};
    });
    expect(widths.max).toBeLessThanOrEqual(widths.eightyCh + 1);

    const issue = new URL((await page.getByRole('link', {name: 'report this crash on GitHub'}).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe(
      'https://github.com/the-draupnir-project/draupnir-documentation/issues/new',
    );
    expect(issue.searchParams.get('body')).toContain(page.url());
    expect(issue.searchParams.get('body')).toContain(`Test crash in ${where}`);

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText(recovered)).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
}
