// Prints the cold production build's wall time and peak memory with Docusaurus Faster (the
// default) and without it (webpack and Babel, DOCS_FASTER=0), one after the other in one run.
// Peak memory is the largest sum of resident memory over the build's process tree, sampled every
// 100 ms. Each build starts from `docusaurus clear` (no caches).
// Usage: npm run bench:build
import {spawn, spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';

const OUT_DIR = '.bench-build';
const VARIANTS = [
  {name: 'Docusaurus Faster (default)', env: {}},
  {name: 'webpack + Babel (DOCS_FASTER=0)', env: {DOCS_FASTER: '0'}},
];

/** Resident memory in bytes of `pid` and all its descendants, read from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop();
    total += rss.get(next) ?? 0;
    queue.push(...(children.get(next) ?? []));
  }
  return total;
}

function coldBuild(env) {
  spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore', env: {...process.env, ...env}});
  rmSync(OUT_DIR, {recursive: true, force: true});
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const build = spawn('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, ...env},
    });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(build.pid));
    }, 100);
    build.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({seconds: (Date.now() - started) / 1000, peak});
      else reject(new Error(`The build exited with ${code}.`));
    });
  });
}

if (spawnSync('npm', ['run', '--silent', 'api:generate'], {stdio: 'ignore'}).status !== 0) {
  throw new Error('Generating the API pages failed.');
}
const results = [];
for (const variant of VARIANTS) {
  console.log(`Building cold: ${variant.name} …`);
  results.push({...variant, ...(await coldBuild(variant.env))});
}
rmSync(OUT_DIR, {recursive: true, force: true});
console.log('');
for (const {name, seconds, peak} of results) {
  console.log(`${name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   peak ${(peak / 2 ** 30).toFixed(2)} GiB`);
}
console.log(`Faster takes ${((results[0].seconds / results[1].seconds) * 100).toFixed(0)}% of the webpack build's time.`);
