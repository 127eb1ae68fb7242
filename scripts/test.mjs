#!/usr/bin/env node
// The one test command (`npm test`): installs Debian's Chromium if it is missing, then runs the
// type check, the OpenAPI lint, the content lint (cspell and markdownlint over docs/ and README.md), the
// unit tests, a production build (which fails on any broken link), the unit tests over what that build
// wrote, and the browser tests against that build. Ends with one "N passed, N failed" line.
// The unit tests and the checks, which do not need each other, run two at a time, one per core of a
// 2-core machine; once all have ended, each one's output is printed whole, in the order they are listed.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = {passed: 0, failed: 0};

function run(title, command, args, {env = {}, capture = false} = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  if (capture) process.stdout.write(result.stdout ?? '');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${title} (${seconds} s)`);
  return {ok: result.status === 0, stdout: result.stdout ?? ''};
}

/** Runs a command with its output captured: stdout alone, and stdout and stderr as they came. */
function runCaptured({command, args, env = {}}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = [];
    const stdout = [];
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}});
    child.stdout.on('data', (chunk) => (output.push(chunk), stdout.push(chunk)));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (code, error = '') =>
      resolve({
        ok: code === 0,
        stdout: Buffer.concat(stdout).toString('utf8'),
        output: Buffer.concat(output).toString('utf8') + error,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      });
    // A command that cannot start reports an error; the first of the two events settles the promise.
    child.on('error', (error) => end(1, `${error.message}\n`));
    child.on('close', (code) => end(code));
  });
}

/** Runs steps at most `concurrency` at a time; then prints each one's output whole, in the given order. */
async function runTogether(steps, concurrency = 2) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const index = next++;
      results[index] = await runCaptured(steps[index]);
    }
  };
  await Promise.all(Array.from({length: concurrency}, lane));
  for (const [index, {title, command, args}] of steps.entries()) {
    console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
    process.stdout.write(results[index].output);
    console.log(`${results[index].ok ? '✓' : '✗'} ${title} (${results[index].seconds} s)`);
  }
  return results;
}

function stop(message) {
  console.error(`\n✗ ${message}`);
  console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const env = {DEBIAN_FRONTEND: 'noninteractive'};
  const update = run('Install Chromium', sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'update'], {env});
  const install = update.ok && run('Install Chromium', sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'install', '-y', 'chromium'], {env});
  if (!install?.ok || !existsSync(CHROMIUM)) stop(`Chromium is missing at ${CHROMIUM} and apt-get could not install it.`);
}

ensureChromium();

if (!run('Generate API pages', 'npm', ['run', '--silent', 'api:generate']).ok) stop('API page generation failed.');
// Unit tests, the longest, first; the checks fill the other core.
const unitFiles = readdirSync('tests/unit').filter((f) => f.endsWith('.test.ts')).map((f) => `tests/unit/${f}`);
const [unit, typeCheck, openApi, spelling, markdown] = await runTogether([
  {title: 'Unit tests', command: 'node', args: ['--import', 'tsx', '--test', '--test-reporter=spec', ...unitFiles]},
  {title: 'Type check', command: 'npx', args: ['tsc']},
  {title: 'OpenAPI lint', command: 'npm', args: ['run', '--silent', 'lint:openapi']},
  {title: 'Spell check', command: 'npm', args: ['run', '--silent', 'lint:spell']},
  {title: 'Markdown lint', command: 'npm', args: ['run', '--silent', 'lint:md']},
]);
totals.passed += Number(/ℹ pass (\d+)/.exec(unit.stdout)?.[1] ?? 0);
totals.failed += Number(/ℹ fail (\d+)/.exec(unit.stdout)?.[1] ?? 0);
if (!typeCheck.ok) stop('Type check failed.');
if (!openApi.ok) stop('The OpenAPI description has lint errors.');
if (!spelling.ok || !markdown.ok) {
  stop('Content lint found spelling or Markdown problems in docs/ or README.md (listed above). Fix the text, or add a real term to .cspell/project-words.txt.');
}
if (!unit.ok) stop('Unit tests failed.');

if (!run('Production build', 'npx', ['docusaurus', 'build'], {env: {DOCS_TEST_ROUTES: '1'}}).ok) {
  stop('The build failed (a broken link, anchor or Markdown link fails it).');
}

// Unit tests over what the build wrote: preview cards and their tags, llms.txt and the Markdown
// copies, the pages' last-changed dates. (Run beside the Algolia-mode build, the two took as long as
// one after the other: the build keeps both cores busy.)
const buildFiles = readdirSync('tests/unit/build-output').filter((f) => f.endsWith('.test.ts')).map((f) => `tests/unit/build-output/${f}`);
const builtUnit = run('Build output tests', 'node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...buildFiles], {capture: true});
totals.passed += Number(/ℹ pass (\d+)/.exec(builtUnit.stdout)?.[1] ?? 0);
totals.failed += Number(/ℹ fail (\d+)/.exec(builtUnit.stdout)?.[1] ?? 0);
if (!builtUnit.ok) stop('Build output tests failed.');

// The same site in Algolia mode, with the credentials the Algolia-mode browser tests expect.
const algolia = JSON.parse(readFileSync('tests/support/algolia-test-index.json', 'utf8'));
const algoliaEnv = {
  DOCS_TEST_ROUTES: '1',
  ALGOLIA_APP_ID: algolia.appId,
  ALGOLIA_API_KEY: algolia.apiKey,
  ALGOLIA_INDEX_NAME: algolia.indexName,
};
if (!run('Production build, Algolia mode', 'npx', ['docusaurus', 'build', '--out-dir', 'build-algolia'], {env: algoliaEnv}).ok) {
  stop('The Algolia-mode build failed.');
}

const e2e = run('Browser tests', 'npx', ['playwright', 'test'], {env: {CHROMIUM_PATH: CHROMIUM}});
if (existsSync('test-results/results.json')) {
  const {stats} = JSON.parse(readFileSync('test-results/results.json', 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}
if (!e2e.ok) stop('Browser tests failed.');

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
