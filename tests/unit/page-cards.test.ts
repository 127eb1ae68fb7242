import assert from 'node:assert/strict';
import {join} from 'node:path';
import {crc32, inflateSync} from 'node:zlib';
import {test} from 'node:test';
import {DRAUPNIR_VERSION} from '../../config/project';
import {cardKey, pageCard, pageSlug, rendererFingerprint, type CardText} from '../../src/plugins/page-cards/cardFiles';
import {CARD_HEIGHT, CARD_WIDTH, cardElement, renderCard} from '../../src/plugins/page-cards/cardRenderer.mjs';

const LOGO = join(__dirname, '../../static/img/logo.svg');
const TEXT: CardText = {
  title: 'Command reference',
  section: "Moderators' guide",
  version: `Draupnir ${DRAUPNIR_VERSION}`,
  siteTitle: 'Draupnir documentation',
  siteAddress: 'the-draupnir-project.github.io/draupnir-documentation',
};

/** Every string in a satori element tree, in order. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object' && 'props' in node) {
    const {children, src} = (node as {props: {children?: unknown; src?: string}}).props;
    return [...(src ? [src] : []), ...strings(children)];
  }
  return [];
}

test('a card shows the page title, its section, the release and the site, with the logo', () => {
  const shown = strings(cardElement(TEXT, 'data:image/svg+xml;base64,LOGO'));
  assert.deepEqual(shown, [
    'data:image/svg+xml;base64,LOGO',
    'Draupnir documentation',
    "Moderators' guide",
    'Command reference',
    `Draupnir ${DRAUPNIR_VERSION}`,
    'the-draupnir-project.github.io/draupnir-documentation',
  ]);
});

/** The chunks of a PNG file, each checked against its CRC. */
function pngChunks(png: Buffer): {type: string; data: Buffer}[] {
  const chunks: {type: string; data: Buffer}[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    assert.equal(png.readUInt32BE(at + 8 + length), crc32(typed), `CRC of chunk ${chunks.length}`);
    chunks.push({type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4)});
    at += 12 + length;
  }
  return chunks;
}

test('a card is a valid 1200×630 PNG in the site colours: the primary-colour top rule on white', async () => {
  const png = await renderCard(TEXT, {logoFile: LOGO});
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = pngChunks(png);
  assert.deepEqual(chunks.map((chunk) => chunk.type), ['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  assert.deepEqual([header.readUInt32BE(0), header.readUInt32BE(4)], [CARD_WIDTH, CARD_HEIGHT]);
  assert.deepEqual([CARD_WIDTH, CARD_HEIGHT], [1200, 630]);
  assert.deepEqual([header[8], header[9]], [8, 6], '8-bit RGBA');
  const rows = inflateSync(chunks[1].data);
  assert.equal(rows.length, (CARD_WIDTH * 4 + 1) * CARD_HEIGHT);
  const pixel = (x: number, y: number) => {
    const at = y * (CARD_WIDTH * 4 + 1) + 1 + x * 4;
    return `#${rows.subarray(at, at + 3).toString('hex')}/${rows[at + 3]}`;
  };
  assert.equal(pixel(600, 6), '#1d6a85/255', 'the top rule');
  assert.equal(pixel(1190, 300), '#ffffff/255', 'the background');
});

test('the cache key changes with anything the card shows and with the renderer, and only then', () => {
  const fingerprint = rendererFingerprint(LOGO);
  const key = cardKey(TEXT, fingerprint);
  assert.equal(cardKey({...TEXT}, fingerprint), key, 'the same card, the same key');
  for (const field of Object.keys(TEXT) as (keyof CardText)[]) {
    assert.notEqual(cardKey({...TEXT, [field]: `${TEXT[field]} changed`}, fingerprint), key, field);
  }
  assert.notEqual(cardKey(TEXT, `${fingerprint}0`), key, 'another renderer');
});

test('a card is published under the page path with part of its key, and names its page for the alt text', () => {
  const card = pageCard('/draupnir-documentation/moderator/commands', TEXT, 'fingerprint', '/draupnir-documentation/');
  assert.match(card.file, /^cards\/moderator\/commands\.[0-9a-f]{10}\.png$/);
  assert.equal(card.file.split('.')[1], card.key.slice(0, 10));
  assert.equal(card.alt, `Draupnir documentation: Command reference (Moderators' guide), Draupnir ${DRAUPNIR_VERSION}`);
  assert.equal(pageSlug('/draupnir-documentation/', '/draupnir-documentation/'), 'index');
});
