// Serves a built site for the benchmarks on the GitHub Pages-like static host the browser tests use
// (gzip, 10-minute caching, under the base path), and stops it again.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

export const BASE_PATH = '/draupnir-documentation/';

/** Starts the host for `outDir` on `port`; resolves once it answers, with the site's URL and a stop(). */
export async function serveBuild({outDir = 'build', port = 4180} = {}) {
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`No build in ${outDir}/: run \`npm run build\` first.`);
  }
  const host = spawn('node', ['scripts/static-host.mjs', String(port), BASE_PATH, outDir], {stdio: 'inherit'});
  const url = `http://127.0.0.1:${port}${BASE_PATH}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return {url, stop: () => host.kill()};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  host.kill();
  throw new Error(`The static host did not answer on ${url}.`);
}

/** The pages every benchmark measures: the home page, the longest doc page, an API page and a page with a diagram. */
export const BENCH_PAGES = [
  {name: 'Home', path: ''},
  {name: 'Long doc (command reference)', path: 'moderator/commands'},
  {name: 'API (check an event for spam)', path: 'api/check-event-for-spam'},
  {name: 'Diagram (bot mode overview)', path: 'bot/setup'},
];

/** Debian's Chromium with the flags the project always uses. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
