// Prints what a first visit downloads: for the home page, a long doc page, an API page and a page
// with a diagram, the HTML, JavaScript and CSS bytes fetched until the page has hydrated and the
// network has then been quiet for a second, raw and gzipped. Desktop viewport (1280x720), plus the
// API page on a phone (390x844), where the request explorer is below the fold and loads only when
// scrolled near.
// Usage: npm run bench:weight  (measures build/; run `npm run build` first)
import {chromium} from '@playwright/test';
import {gzipSync} from 'node:zlib';
import {BENCH_PAGES, CHROMIUM, CHROMIUM_FLAGS, serveBuild} from './lib/serveBuild.mjs';

const KINDS = {document: 'HTML', script: 'JS', stylesheet: 'CSS'};
const DESKTOP = {width: 1280, height: 720};
const PHONE = {width: 390, height: 844};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

/** Raw and gzipped bytes of each kind of resource a fresh visit to `url` fetches. */
async function measure(browser, url, viewport) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  const bodies = [];
  let lastActivity = Date.now();
  page.on('request', () => {
    lastActivity = Date.now();
  });
  page.on('response', (response) => {
    lastActivity = Date.now();
    const kind = KINDS[response.request().resourceType()];
    if (kind) bodies.push(response.body().then((body) => ({kind, body}), () => ({kind, url: response.url()})));
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Code that loads after hydration (diagrams, the API explorer) counts too.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  while (Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
  const totals = Object.fromEntries(Object.values(KINDS).map((kind) => [kind, {raw: 0, gzip: 0, files: 0, unread: []}]));
  for (const item of await Promise.all(bodies)) {
    const total = totals[item.kind];
    if (!item.body) {
      total.unread.push(item.url.split('/').pop());
      continue;
    }
    total.raw += item.body.length;
    total.gzip += gzipSync(item.body, {level: 6}).length;
    total.files += 1;
  }
  await context.close();
  return totals;
}

const site = await serveBuild();
const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
try {
  console.log(`Bytes fetched on a first visit until network idle (gzip level 6), ${site.url}\n`);
  const runs = [
    ...BENCH_PAGES.map((page) => ({...page, viewport: DESKTOP})),
    {...BENCH_PAGES[2], name: `${BENCH_PAGES[2].name}, phone`, viewport: PHONE},
  ];
  for (const {name, path, viewport} of runs) {
    const totals = await measure(browser, site.url + path, viewport);
    console.log(`${name}  /${path}`);
    for (const [kind, total] of Object.entries(totals)) {
      console.log(`  ${kind.padEnd(4)} ${String(total.files).padStart(3)} files  raw ${kb(total.raw)}  gzip ${kb(total.gzip)}`);
      // A body the browser no longer holds cannot be weighed; say so rather than print a total that looks complete.
      if (total.unread.length > 0) console.log(`       not counted, body unreadable: ${total.unread.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  site.stop();
}
