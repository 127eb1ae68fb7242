// Draws one page's preview card: satori lays out the card and turns its text into SVG paths,
// resvg rasterises the SVG, and node:zlib packs the pixels as a 1200×630 PNG. Plain JavaScript because the build also runs it as
// a child process (src/plugins/page-cards/drawCards.ts), where no TypeScript loader is available.
// The cache key of every card includes a hash of this file (src/plugins/page-cards/cardFiles.ts):
// change the drawing here and every card is drawn again.
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {crc32, deflateSync} from 'node:zlib';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The light theme's colours (src/css/custom.css, Infima's defaults, the logo). */
const COLOURS = {
  background: '#ffffff',
  primary: '#1d6a85',
  text: '#1c1e21',
  secondary: '#525860',
  rule: '#dadde1',
  gold: '#a86f00',
};

/** Roboto, the first font of the site's system font stack that may be shipped (SIL OFL 1.1). */
const FONT_FILES = [
  ['latin', 400],
  ['latin', 700],
  ['latin-ext', 400],
  ['latin-ext', 700],
];

/**
 * @typedef {{title: string, section: string, version: string, siteTitle: string, siteAddress: string}} CardText
 * @typedef {{logoFile: string}} CardAssets
 */

/** @type {{fonts: import('satori').SatoriOptions['fonts'], logo: string} | undefined} */
let loaded;

/** @param {CardAssets} assets */
function load(assets) {
  loaded ??= {
    fonts: FONT_FILES.map(([subset, weight]) => ({
      name: 'Roboto',
      data: readFileSync(require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`)),
      weight: /** @type {400 | 700} */ (weight),
      style: /** @type {'normal'} */ ('normal'),
    })),
    logo: `data:image/svg+xml;base64,${readFileSync(assets.logoFile).toString('base64')}`,
  };
  return loaded;
}

/**
 * A satori element (satori reads React elements, and needs nothing more than `type` and `props`).
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {...unknown} children
 */
function h(type, style, ...children) {
  return {type, key: null, props: {style, children: children.length === 1 ? children[0] : children}};
}

/** Long titles get a smaller size so that no title needs more than three lines. */
function titleSize(title) {
  if (title.length <= 34) return 76;
  if (title.length <= 60) return 64;
  return 54;
}

/** @param {CardText} text @param {string} logo */
export function cardElement(text, logo) {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      background: COLOURS.background,
      borderTop: `14px solid ${COLOURS.primary}`,
      paddingTop: 52,
      paddingRight: 80,
      paddingBottom: 48,
      paddingLeft: 80,
      fontFamily: 'Roboto',
      color: COLOURS.text,
    },
    h(
      'div',
      {display: 'flex', alignItems: 'center'},
      {type: 'img', key: null, props: {src: logo, width: 84, height: 84, style: {marginRight: 24}}},
      h('div', {fontSize: 36, fontWeight: 700}, text.siteTitle),
    ),
    h(
      'div',
      {display: 'flex', flexDirection: 'column'},
      h('div', {fontSize: 32, fontWeight: 700, color: COLOURS.primary, marginBottom: 14}, text.section),
      h(
        'div',
        {display: 'block', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3},
        text.title,
      ),
    ),
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        borderTop: `2px solid ${COLOURS.rule}`,
        paddingTop: 26,
        fontSize: 26,
        color: COLOURS.secondary,
      },
      h(
        'div',
        {border: `3px solid ${COLOURS.gold}`, borderRadius: 999, padding: '6px 24px', color: COLOURS.text, fontWeight: 700},
        text.version,
      ),
      h('div', {}, text.siteAddress),
    ),
  );
}

/** @type {Buffer | undefined} */
let rowBuffer;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** @param {string} type @param {Buffer} data */
function pngChunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * RGBA pixels as a PNG: every row unfiltered, deflated at level 3. Half the time of resvg's own
 * encoder (about 4 ms a card instead of 8.5) for a file of the same size (about 40 KB); the
 * build draws every card of a cold build while the bundler runs, on the same two cores.
 * @param {{width: number, height: number, pixels: Buffer}} image
 */
export function encodePng({width, height, pixels}) {
  const stride = width * 4;
  // One buffer for every card: the drawing process would otherwise hold 3 MB per card until a
  // garbage collection noticed them.
  if (rowBuffer?.length !== (stride + 1) * height) rowBuffer = Buffer.alloc((stride + 1) * height);
  const rows = rowBuffer;
  // Each row starts with its filter type, 0 (none).
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, {level: 3})),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The PNG of one card.
 * @param {CardText} text
 * @param {CardAssets} assets
 * @returns {Promise<Buffer>}
 */
export async function renderCard(text, assets) {
  const {fonts, logo} = load(assets);
  // satori's types want a ReactNode; the element above is one in all but its declared type.
  const svg = await satori(/** @type {any} */ (cardElement(text, logo)), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
  const image = new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render();
  return encodePng({width: image.width, height: image.height, pixels: image.pixels});
}

/**
 * Draws each card of a jobs file, `{assets, cards: [{file, text}]}`, into its file. A card is
 * written under a temporary name and renamed, so an interrupted run never leaves half a card in
 * the cache.
 * @param {string} jobsFile
 */
async function drawJobs(jobsFile) {
  /** @type {{assets: CardAssets, cards: {file: string, text: CardText}[]}} */
  const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
  for (const {file, text} of jobs.cards) {
    // Two builds drawing the same card at once each write their own temporary file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, await renderCard(text, jobs.assets));
    renameSync(partial, file);
  }
}

// As a child process: `node cardRenderer.mjs <jobs.json>`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  drawJobs(process.argv[2]).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
