// A static file host that behaves like GitHub Pages, where the site is deployed: it serves
// build/ under a mount path, answers `/x` with `x.html` or `x/index.html`, and unknown paths with
// 404.html and status 404, gzips text when the client accepts it, and lets browsers cache for 10
// minutes. No redirects. Loopback only. Like the Pages CDN, it compresses a file once and then
// answers from memory, so a page load does not wait for (or compete for the CPU with) compression.
// `npm run serve` uses it, as do the browser tests and the benchmarks.
//   node scripts/static-host.mjs <port> <mount path> [<build folder, default build>]
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';

const port = Number(process.argv[2]);
const mount = process.argv[3] ?? '/';
const root = fileURLToPath(new URL(`../${process.argv[4] ?? 'build'}`, import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file's bytes, gzipped if asked; kept until the file changes. */
const cache = new Map();
function contents(path, gzip) {
  const key = `${gzip ? 'gz' : 'raw'}:${path}`;
  const {mtimeMs} = statSync(path);
  const hit = cache.get(key);
  if (hit?.mtimeMs === mtimeMs) return hit.bytes;
  const bytes = gzip ? gzipSync(readFileSync(path)) : readFileSync(path);
  cache.set(key, {mtimeMs, bytes});
  return bytes;
}

function resolve(pathname) {
  if (!pathname.startsWith(mount)) return undefined;
  const file = normalize(join(root, pathname.slice(mount.length)));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  return [file, `${file}.html`, join(file, 'index.html')].find(isFile);
}

createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  } catch {
    pathname = '';
  }
  const file = resolve(pathname);
  const status = file ? 200 : 404;
  const body = file ?? join(root, '404.html');
  const type = TYPES[extname(body)];
  // PNGs are compressed already.
  const gzip = Boolean(type) && type !== 'image/png' && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  let bytes;
  try {
    bytes = contents(body, gzip);
  } catch {
    res.writeHead(500).end();
    return;
  }
  res.writeHead(status, {
    'content-type': type ?? 'application/octet-stream',
    'content-length': bytes.length,
    'cache-control': 'max-age=600',
    ...(gzip ? {'content-encoding': 'gzip', vary: 'Accept-Encoding'} : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}${mount}`);
});
