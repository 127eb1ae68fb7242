// Draws the two image files the old site served and others still link to, from our own logo:
// static/img/logo.png (512 px) and static/img/favicon.ico (16, 32 and 48 px PNGs in one icon).
// Run `node scripts/legacy-images.mjs` after changing static/img/logo.svg, and commit the result.
import {readFileSync, writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

const svg = readFileSync('static/img/logo.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function png(size) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<style>*{margin:0}</style><img src="${source}" width="${size}" height="${size}">`);
  await page.locator('img').evaluate((img) => img.decode());
  const image = await page.screenshot({omitBackground: true});
  await page.close();
  return image;
}

/** An ICO file whose entries are PNG images, as every current browser reads them. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({size, data}, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({data}) => data)]);
}

writeFileSync('static/img/logo.png', await png(512));
const icons = [];
for (const size of [16, 32, 48]) icons.push({size, data: await png(size)});
writeFileSync('static/img/favicon.ico', ico(icons));
await browser.close();
