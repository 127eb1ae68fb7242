// The rehype plugin that keeps the old site's section ids: where it puts them, and that it stops the
// build when a heading it needs is gone or an old id would repeat one already on the page.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import oldAnchors from '../../src/rehype/oldAnchors';
import {OLD_ANCHORS} from '../../config/oldAnchors';

const heading = (id: string, text: string): Element => ({
  type: 'element',
  tagName: 'h2',
  properties: {id},
  children: [{type: 'text', value: text}],
});

function page(): Root {
  const tabs = {type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [heading('in-a-tab', 'In a tab')]};
  return {type: 'root', children: [heading('ban-a-user', 'Ban a user'), tabs as unknown as Element]};
}

const run = (anchors: Record<string, Record<string, string>>, tree: Root) =>
  oldAnchors({docsDir: '/site/docs', anchors})(tree, {path: '/site/docs/moderator/managing-users.md'});

const ids = (element: Element) =>
  element.children.filter((child): child is Element => child.type === 'element').map((child) => child.properties.id);

test('an old id goes first inside the heading that now covers its section, also inside MDX components', () => {
  const tree = page();
  run({'moderator/managing-users.md': {'the-ban-command': 'ban-a-user', 'old-tab': 'in-a-tab'}}, tree);
  assert.deepEqual(ids(tree.children[0] as Element), ['the-ban-command']);
  const tab = (tree.children[1] as unknown as {children: Element[]}).children[0];
  assert.deepEqual(ids(tab), ['old-tab']);
});

test('an old id whose content has no section lands at the top of the page', () => {
  const tree = page();
  run({'moderator/managing-users.md': {'managing-users': ''}}, tree);
  assert.equal((tree.children[0] as Element).properties.id, 'managing-users');
});

test('the build stops when a listed heading is gone, naming the page, the heading and the file to edit', () => {
  assert.throws(
    () => run({'moderator/managing-users.md': {'the-ban-command': 'renamed-away'}}, page()),
    /docs\/moderator\/managing-users\.md has no heading #renamed-away \(old ids: the-ban-command\).*config\/oldAnchors\.ts/,
  );
});

test('the build stops when an old id is already an id on the page', () => {
  assert.throws(() => run({'moderator/managing-users.md': {'ban-a-user': 'in-a-tab'}}, page()), /already has the ids ban-a-user/);
});

test('every page named in config/oldAnchors.ts exists', () => {
  const missing = Object.keys(OLD_ANCHORS).filter((file) => !existsSync(`docs/${file}`));
  assert.deepEqual(missing, []);
});
