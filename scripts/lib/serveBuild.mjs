// Serves a built site for the benchmarks on the GitHub Pages-like static host the browser tests use
// (gzip, 10-minute caching, under the base path), and stops it again.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

export const BASE_PATH = '/draupnir-documentation/';

/**
 * Starts the host for `outDir` on `port` (or on BENCH_PORT, when another checkout on the machine
 * holds the usual one); resolves once it listens, with the site's URL and a stop().
 * Fails if the host cannot listen (the port is taken), so that no other server gets measured.
 */
export async function serveBuild({outDir = 'build', port: defaultPort = 4180} = {}) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : defaultPort;
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`No build in ${outDir}/: run \`npm run build\` first.`);
  }
  const host = spawn('node', ['scripts/static-host.mjs', String(port), BASE_PATH, outDir], {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((resolve, reject) => {
    host.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).startsWith('Serving ')) resolve();
    });
    host.on('exit', () => reject(new Error(`The static host for ${outDir}/ stopped: is port ${port} in use?`)));
  });
  return {url: `http://127.0.0.1:${port}${BASE_PATH}`, stop: () => host.kill()};
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
