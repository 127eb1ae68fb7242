import assert from 'node:assert/strict';
import {test} from 'node:test';
import {chunkNamesByModule, withModuleOrigins} from '../../src/plugins/route-chunks';

// Two entries as Docusaurus 3.8 writes .docusaurus/registry.js.
const REGISTRY = `export default {
  "0551bc72": [() => import(/* webpackChunkName: "0551bc72" */ "@site/docs/bot/setup_debian.md"), "@site/docs/bot/setup_debian.md", require.resolveWeak("@site/docs/bot/setup_debian.md")],
  "08c42e51": [() => import(/* webpackChunkName: "08c42e51" */ "@site/docs/api/user-may-join-room.api.mdx"), "@site/docs/api/user-may-join-room.api.mdx", require.resolveWeak("@site/docs/api/user-may-join-room.api.mdx")],};
`;

test('the registry gives each module path its chunk name', () => {
  assert.deepEqual(
    chunkNamesByModule(REGISTRY),
    new Map([
      ['@site/docs/bot/setup_debian.md', '0551bc72'],
      ['@site/docs/api/user-may-join-room.api.mdx', '08c42e51'],
    ]),
  );
});

test('a module path gets its chunk name’s chunks, and a matching page its companions’ too, once each', () => {
  const manifest = {origins: {main: ['1'], '0551bc72': ['4014', '4247'], '08c42e51': ['4014', '12'], 'api-item': ['4014', '1740']}};
  const {origins} = withModuleOrigins(manifest, chunkNamesByModule(REGISTRY), [{module: /\.api\.mdx$/, chunkName: 'api-item'}]);
  assert.deepEqual(origins['@site/docs/bot/setup_debian.md'], ['4014', '4247']);
  assert.deepEqual(origins['@site/docs/api/user-may-join-room.api.mdx'], ['4014', '12', '1740']);
  assert.deepEqual(origins.main, ['1'], 'existing keys are kept');
});

test('a module whose chunk the manifest does not know gets no key', () => {
  const {origins} = withModuleOrigins({origins: {}}, chunkNamesByModule(REGISTRY));
  assert.deepEqual(origins, {});
});
