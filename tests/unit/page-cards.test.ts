import assert from 'node:assert/strict';
import {join} from 'node:path';
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

test('a card is a 1200×630 PNG', async () => {
  const png = await renderCard(TEXT, {logoFile: LOGO});
  assert.deepEqual([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join(''), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [CARD_WIDTH, CARD_HEIGHT]);
  assert.deepEqual([CARD_WIDTH, CARD_HEIGHT], [1200, 630]);
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
