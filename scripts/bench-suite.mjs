// Runs the test suite, or a part of it, with competing CPU-bound processes beside it, and prints
// the wall time, each step's time, where the browser tests spend theirs (per file and the slowest
// tests, with each test's share of its time limit) and the slowest unit tests. It asserts nothing.
// The competing processes (`node -e 'for(;;){}'`) stand in for a contributor's laptop doing other
// work, or a shared CI machine; note what else the machine runs (the load average is printed).
//   npm run bench:suite                      npm test with 2 competing processes
//   npm run bench:suite -- --load 0          the same, with none
//   npm run bench:suite -- --part e2e        only the browser tests (needs `npm run build:test`
//                                            and the Algolia-mode build in build-algolia/)
//   npm run bench:suite -- --part e2e -- tests/e2e/api.spec.ts    arguments after -- go to Playwright
// Parts: all (`npm test`), unit, build-output (needs build/), e2e. `--top <n>` lists n slowest tests.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split === -1 ? args : args.slice(0, split);
const passThrough = split === -1 ? [] : args.slice(split + 1);
const option = (name, fallback) => {
  const at = own.indexOf(`--${name}`);
  return at === -1 ? fallback : own[at + 1];
};
const LOAD = Number(option('load', 2));
const PART = option('part', 'all');
const TOP = Number(option('top', 15));
const REPORT = 'test-results/results.json';

const node = process.execPath;
const PARTS = {
  all: [node, ['scripts/test.mjs']],
  unit: ['npm', ['run', '--silent', 'test:unit']],
  'build-output': ['npm', ['run', '--silent', 'test:build']],
  e2e: ['npx', ['playwright', 'test', ...passThrough]],
};
if (!PARTS[PART] || !Number.isInteger(LOAD) || LOAD < 0) {
  console.error(`Usage: node scripts/bench-suite.mjs [--load <n>] [--part ${Object.keys(PARTS).join('|')}] [--top <n>] [-- <Playwright arguments>]`);
  process.exit(2);
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The competing load, ended however this script ends.
const burners = Array.from({length: LOAD}, () => spawn(node, ['-e', 'for(;;){}'], {stdio: 'ignore'}));
const stopBurners = () => burners.forEach((burner) => burner.kill());
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

const [command, commandArgs] = PARTS[PART];
console.log(`▶ ${[command, ...commandArgs].join(' ')} with ${LOAD} competing CPU-bound process(es), ${availableParallelism()} CPUs`);
console.log(`  load average before (1, 5, 15 min): ${load()}`);
// A report left from an earlier run must not be read as this run's.
if (PART === 'all' || PART === 'e2e') rmSync(REPORT, {force: true});

const started = Date.now();
const output = [];
const child = spawn(command, commandArgs, {
  stdio: ['inherit', 'pipe', 'inherit'],
  // CI=1: Playwright starts its own servers rather than reusing whatever answers on the ports.
  env: {CI: '1', ...process.env},
});
child.stdout.on('data', (chunk) => {
  output.push(chunk);
  process.stdout.write(chunk);
});
const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal)));
const elapsed = Date.now() - started;
const loadAfter = load();
stopBurners();
const text = Buffer.concat(output).toString('utf8');

console.log(`\n━━ Suite benchmark: ${PART}, ${LOAD} competing process(es), ${availableParallelism()} CPUs`);
console.log(`Total: ${seconds(elapsed)} (${(elapsed / 60_000).toFixed(1)} min), exit ${code}; load average at the end: ${loadAfter}`);
const summary = text.match(/^\d+ passed, \d+ failed$/m);
if (summary) console.log(`Result: ${summary[0]}`);

// npm test's steps, from the lines scripts/test.mjs prints as each ends.
const steps = Array.from(text.matchAll(/^([✓✗]) (.+) \(([\d.]+) s\)$/gm), ([, mark, title, time]) => `${mark} ${title}: ${time} s`);
if (steps.length > 0) console.log(`\nSteps:\n  ${steps.join('\n  ')}`);

// Browser tests, from Playwright's JSON report.
if ((PART === 'all' || PART === 'e2e') && existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const tests = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (!result) continue;
        tests.push({
          file: spec.file,
          title: [...path, spec.title].join(' › '),
          duration: result.duration,
          // A limit set in the test body (test.setTimeout) is not in the report; the configured one is.
          timeout: test.timeout,
          status: result.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);

  const byFile = new Map();
  for (const test of tests) {
    const entry = byFile.get(test.file) ?? {file: test.file, total: 0, count: 0, slowest: 0};
    entry.total += test.duration;
    entry.count += 1;
    entry.slowest = Math.max(entry.slowest, test.duration);
    byFile.set(test.file, entry);
  }
  const total = tests.reduce((sum, test) => sum + test.duration, 0);
  console.log(`\nBrowser tests: ${tests.length}, ${seconds(report.stats.duration)} wall time, ${seconds(total)} of test time over ${report.config.workers ?? '?'} workers`);
  console.log('By file (test time, tests, slowest test):');
  for (const entry of [...byFile.values()].sort((a, b) => b.total - a.total)) {
    console.log(`  ${seconds(entry.total).padStart(9)}  ${String(entry.count).padStart(4)}  ${seconds(entry.slowest).padStart(8)}  ${entry.file}`);
  }
  const share = (test) => (test.timeout ? test.duration / test.timeout : 0);
  const row = (test) =>
    `  ${seconds(test.duration).padStart(8)} of ${test.timeout ? seconds(test.timeout) : '—'} (${Math.round(share(test) * 100)} %)  ${test.status === 'passed' ? '' : `[${test.status}] `}${test.file} › ${test.title}`;
  console.log(`Slowest ${TOP} browser tests (time, limit):`);
  for (const test of [...tests].sort((a, b) => b.duration - a.duration).slice(0, TOP)) console.log(row(test));
  const near = tests.filter((test) => share(test) >= 0.5);
  console.log(`Tests that used half their limit or more: ${near.length === 0 ? 'none' : ''}`);
  for (const test of near.sort((a, b) => share(b) - share(a))) console.log(row(test));
  const failed = tests.filter((test) => !['passed', 'skipped'].includes(test.status));
  if (failed.length > 0) console.log(`Failed or timed out: ${failed.length}\n${failed.map(row).join('\n')}`);
}

// Unit tests, from the spec reporter's lines ("✔ name (12.3ms)"); suites are counted once, by their tests.
const unitTests = Array.from(text.matchAll(/^(\s*)[✔✖] (.+) \(([\d.]+)ms\)$/gm), ([, indent, title, ms]) => ({indent: indent.length, title, ms: Number(ms)}));
// A suite's line follows its tests' lines, which are indented further.
const leaves = unitTests.filter((test, i) => !(unitTests[i - 1]?.indent > test.indent));
if (leaves.length > 0) {
  console.log(`\nSlowest ${Math.min(TOP, leaves.length)} of ${leaves.length} unit tests:`);
  for (const test of [...leaves].sort((a, b) => b.ms - a.ms).slice(0, TOP)) console.log(`  ${seconds(test.ms).padStart(8)}  ${test.title}`);
}
process.exitCode = typeof code === 'number' ? code : 1;
