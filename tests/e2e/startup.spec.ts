// A page starts with little waiting: its HTML names every script the page needs to start, so the
// browser fetches them together instead of learning of the page's own code only once main.js has run
// (src/plugins/route-chunks), and main.js is compiled while it downloads. An API page is checked the
// same way in api.spec.ts, on the API page it loads for other checks.
import {scriptRequests, scriptsNamedIn} from '../support/scripts';
import {expect, open, test, url} from '../support/site';

test('moderator/commands: the scripts fetched before the page is interactive are all named in its HTML', async ({page, request}) => {
  await page.setViewportSize({width: 412, height: 823});
  const fetched = scriptRequests(page);
  await open(page, 'moderator/commands');
  const beforeInteractive = [...fetched];
  const named = scriptsNamedIn(await (await request.get(url('moderator/commands'))).text());

  expect(named.length, 'the runtime, main.js and the page’s own chunks').toBeGreaterThan(2);
  expect(beforeInteractive.filter((script) => !named.includes(script))).toEqual([]);
});

test('main.js asks the browser to compile all of it while it downloads (src/plugins/compile-hints)', async ({request}) => {
  const html = await (await request.get(url(''))).text();
  const main = scriptsNamedIn(html).find((script) => /\/main\.[0-9a-f]+\.js$/.test(script));
  expect(main, 'main.js is named in the HTML').toBeDefined();
  const code = await (await request.get(main!)).text();
  expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});
