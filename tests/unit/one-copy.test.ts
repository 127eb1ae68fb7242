import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {IMPORTERS, SHARED_PACKAGES} from '../../src/plugins/one-copy';

const SITE = join(__dirname, '../..');
// What `npm ci` installs: each folder under node_modules and its version.
const lock = JSON.parse(readFileSync(join(SITE, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string}>;
};
function major(folder: string): string {
  const version = lock.packages[folder]?.version;
  assert.ok(version, `package-lock.json installs nothing at ${folder}`);
  return version.split('.')[0];
}

// The private copies inside the libraries whose imports the plugin redirects.
const privateCopies = (name: string) =>
  Object.keys(lock.packages).filter((folder) => folder.endsWith(`/node_modules/${name}`) && IMPORTERS.test(`/${folder}`));

test('each package the explorer shares has a private copy to replace, of the same major version', () => {
  for (const name of SHARED_PACKAGES) {
    const copies = privateCopies(name);
    assert.ok(copies.length > 0, `no private copy of ${name} left: drop it from SHARED_PACKAGES`);
    for (const copy of copies) {
      assert.equal(major(copy), major(`node_modules/${name}`), `${copy} and the top-level ${name}`);
    }
  }
});
