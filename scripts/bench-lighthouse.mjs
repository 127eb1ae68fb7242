// Runs Lighthouse with Debian's Chromium against the built site (home, a long doc page, an API page,
// a page with a diagram; mobile and desktop; median of 3 runs) and prints the four category scores,
// FCP, LCP, TBT and CLS, and each run's performance score. One run before them is not counted: on a
// 2-core machine the first runs after start-up scored 5-15 points lower than the ones after them.
// Usage: npm run bench:lighthouse  (measures build/; run `npm run build` first)
//        npm run bench:lighthouse -- --page bot/check-configuration [--page …]  (other pages instead)
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {BENCH_PAGES, CHROMIUM, CHROMIUM_FLAGS, serveBuild} from './lib/serveBuild.mjs';

const RUNS = 3;
const FORM_FACTORS = {mobile: undefined, desktop: desktopConfig};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run: category scores (0–100) and metric values. */
async function audit(url, config) {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS]});
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES}, config);
    const failing = CATEGORIES.flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
      metrics: Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue])),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

function formatMetrics(metrics) {
  const {FCP, LCP, TBT, CLS} = metrics;
  return `FCP ${(FCP / 1000).toFixed(2)} s  LCP ${(LCP / 1000).toFixed(2)} s  TBT ${Math.round(TBT)} ms  CLS ${CLS.toFixed(3)}`;
}

const {values} = parseArgs({options: {page: {type: 'string', multiple: true}}});
const PAGES = values.page ? values.page.map((path) => ({name: path, path})) : BENCH_PAGES;

const site = await serveBuild({port: 4181});
try {
  console.log(`Lighthouse ${RUNS} runs each, median, against ${site.url}, after one uncounted run\n`);
  await audit(site.url + PAGES[0].path, FORM_FACTORS.mobile);
  for (const {name, path} of PAGES) {
    for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(site.url + path, config));
      const scores = CATEGORIES.map((id) => `${id} ${median(runs.map((r) => r.scores[id]))}`).join('  ');
      const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, median(runs.map((r) => r.metrics[m]))]));
      const each = runs.map((r) => r.scores.performance).join(', ');
      console.log(`${name}, ${formFactor}\n  ${scores}\n  ${formatMetrics(metrics)}  (performance per run: ${each})`);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`  audits below 100: ${failing.join(', ')}`);
    }
  }
} finally {
  site.stop();
}
