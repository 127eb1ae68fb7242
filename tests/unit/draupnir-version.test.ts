// The Draupnir release the pages describe is written in one place, data/draupnir/provenance.json:
// pages say {{DRAUPNIR_VERSION}} and the build writes the tag (src/remark/draupnirVersion.ts).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {test} from 'node:test';
import {DRAUPNIR_REPO, DRAUPNIR_VERSION} from '../../config/project';
import draupnirVersion, {withDraupnirVersion} from '../../src/remark/draupnirVersion';
import {DOCS, docPages} from '../support/docPages';

const NUMBER = DRAUPNIR_VERSION.replace(/^v/, '');


test('the tokens become the release and its number', () => {
  assert.equal(withDraupnirVersion('Run {{DRAUPNIR_VERSION}} ({{DRAUPNIR_VERSION_NUMBER}}).'), `Run ${DRAUPNIR_VERSION} (${NUMBER}).`);
});

test('the plugin writes the release into prose, code, link targets and MDX expressions', () => {
  const tree = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'mdxTextExpression', value: '{DRAUPNIR_VERSION}'}]},
      {type: 'code', value: 'git checkout {{DRAUPNIR_VERSION}}'},
      {type: 'link', url: 'https://example.org/{{DRAUPNIR_VERSION_NUMBER}}', children: [{type: 'inlineCode', value: '{{DRAUPNIR_VERSION}}'}]},
    ],
  };
  draupnirVersion()(tree);
  assert.deepEqual(tree.children[0], {type: 'paragraph', children: [{type: 'text', value: DRAUPNIR_VERSION}]});
  assert.equal(tree.children[1].value, `git checkout ${DRAUPNIR_VERSION}`);
  assert.equal(tree.children[2].url, `https://example.org/${NUMBER}`);
  assert.equal(tree.children[2].children?.[0].value, DRAUPNIR_VERSION);
});

// A past release named as history ("added in v3.1.0") links to its release notes; every other
// mention of the release the pages describe is the token, so moving to a new release is one edit.
const RELEASE_LINK = new RegExp(`\\[${DRAUPNIR_VERSION.replaceAll('.', '\\.')}\\]\\(${DRAUPNIR_REPO}/releases/tag/${DRAUPNIR_VERSION.replaceAll('.', '\\.')}\\)`, 'g');
const LITERAL = new RegExp(`(?<![\\w.])v?${NUMBER.replaceAll('.', '\\.')}(?![\\w.])`);

for (const file of docPages()) {
  const name = relative(DOCS, file);
  test(`${name}: names the release it describes with {{DRAUPNIR_VERSION}}`, () => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const literal = lines
      .map((line, index) => ({line: index + 1, text: line.replace(RELEASE_LINK, '')}))
      .filter(({text}) => LITERAL.test(text))
      .map(({line, text}) => `${name}:${line}: ${text.trim()}`);
    assert.deepEqual(literal, [], `write {{DRAUPNIR_VERSION}} (or {{DRAUPNIR_VERSION_NUMBER}}), or link a past release to its notes`);
    const unpinned = lines.filter((line) => /^#{1,6}\s.*\{\{DRAUPNIR_VERSION/.test(line) && !/\{#[\w-]+\}\s*$/.test(line));
    assert.deepEqual(unpinned, [], 'a heading that names the release needs an explicit {#id}, so its anchor stays when the release changes');
  });
}
