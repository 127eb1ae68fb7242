// Every operation in openapi/draupnir.yaml documents what a caller needs: an id, a summary and a
// description, a tag, a success and an error response, and an example.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {DRAUPNIR_VERSION} from '../../config/project';
import {METHODS, loadOpenApi} from '../../src/plugins/page-markdown/openApiMarkdown';

// Releases the description names as where something was removed or changed, not as the current one.
const REMOVED_IN = ['3.0.0'];

const spec = loadOpenApi(join(import.meta.dirname, '../../openapi/draupnir.yaml'));
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{name: `${method.toUpperCase()} ${path}`, operation}] : [];
  }),
);

test('the description is for the release the site describes and its landing page is "Draupnir API"', () => {
  assert.equal(spec.info.title, 'Draupnir API');
  assert.equal(`v${spec.info.version}`, DRAUPNIR_VERSION);
});

test('every Draupnir version the description names is the release the site describes', () => {
  // The API pages are generated from this file, so it names the version itself (no token).
  const named = readFileSync(join(import.meta.dirname, '../../openapi/draupnir.yaml'), 'utf8')
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(/Draupnir v?(\d+\.\d+\.\d+)|\bin v(\d+\.\d+\.\d+)/g)].map((m) => ({line: index + 1, version: m[1] ?? m[2]})));
  assert.deepEqual(named.filter(({version}) => `v${version}` !== DRAUPNIR_VERSION && !REMOVED_IN.includes(version)), []);
});

test('the operations that have pages on the site are all described', () => {
  const ids = operations.map((o) => o.operation.operationId);
  for (const id of [
    'messageReports',
    'reportOptions',
    'CheckEventForSpam',
    'userMayJoinRoom',
    'usersMayInvite',
    'getManagementRoom',
    'getDraupnirs',
    'createDraupnir',
    'joinManagementRoom',
  ]) {
    assert.ok(ids.includes(id), `${id} is described`);
  }
});

for (const {name, operation} of operations) {
  test(`${name} is fully documented`, () => {
    assert.ok(operation.operationId, 'has an operationId');
    assert.ok(operation.summary, 'has a summary');
    assert.ok(operation.description && operation.description.length > 80, 'has a description');
    assert.ok(operation.tags?.length, 'has a tag');
    for (const tag of operation.tags ?? []) {
      assert.ok(spec.tags?.some((t) => t.name === tag && t.description), `tag "${tag}" is declared with a description`);
    }
    const codes = Object.keys(operation.responses ?? {});
    assert.ok(codes.some((c) => /^2/.test(c)), 'has a success response');
    assert.ok(codes.some((c) => /^[45]/.test(c)), 'has an error response');
    assert.match(JSON.stringify(operation), /"examples?":/, 'has an example');
  });
}

test('the appservice provisioning API, removed in v3.0.0, is marked deprecated and says so', () => {
  for (const id of ['getManagementRoom', 'getDraupnirs', 'createDraupnir', 'joinManagementRoom']) {
    const found = operations.find((o) => o.operation.operationId === id)?.operation;
    assert.equal(found?.deprecated, true, `${id} is deprecated`);
    assert.match(found?.description ?? '', /Removed in v3\.0\.0/, `${id} says it was removed in v3.0.0`);
  }
});
