// A page starts with little waiting: its HTML names every script the page needs to start, so the
// browser fetches them together instead of learning of the page's own code only once main.js has run
// (src/plugins/route-chunks), and main.js is compiled while it downloads.
import {BASE, expect, open, test, url} from '../support/site';

const SCRIPT_IN_HTML = new RegExp(`"(${BASE}assets/js/[^"]+\\.js)"`, 'g');

for (const path of ['moderator/commands', 'api/check-event-for-spam']) {
  test(`${path}: the scripts fetched before the page is interactive are all named in its HTML`, async ({page, request}) => {
    await page.setViewportSize({width: 412, height: 823});
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') fetched.push(new URL(sent.url()).pathname);
    });
    await open(page, path);
    const beforeInteractive = [...fetched];
    const html = await (await request.get(url(path))).text();
    const named = Array.from(html.matchAll(SCRIPT_IN_HTML), ([, script]) => script);

    expect(named.length, 'the runtime, main.js and the page’s own chunks').toBeGreaterThan(2);
    expect(beforeInteractive.filter((script) => !named.includes(script))).toEqual([]);
  });
}

test('main.js asks the browser to compile all of it while it downloads (src/plugins/compile-hints)', async ({request}) => {
  const html = await (await request.get(url(''))).text();
  const main = Array.from(html.matchAll(SCRIPT_IN_HTML), ([, script]) => script).find((script) => /\/main\.[0-9a-f]+\.js$/.test(script));
  expect(main, 'main.js is named in the HTML').toBeDefined();
  const code = await (await request.get(main!)).text();
  expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});
