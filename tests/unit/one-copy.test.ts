import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {SHARED_PACKAGES, topLevelFolder} from '../../src/plugins/one-copy';

const SITE = join(__dirname, '../..');
const major = (folder: string) =>
  Number((JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {version: string}).version.split('.')[0]);

// The node_modules folders inside the two packages whose imports the plugin redirects.
function privateFolders(): string[] {
  const generators = join(SITE, 'node_modules/postman-code-generators');
  const codegens = join(generators, 'codegens');
  return [
    join(generators, 'node_modules'),
    join(SITE, 'node_modules/postman-collection/node_modules'),
    ...readdirSync(codegens).map((name) => join(codegens, name, 'node_modules')),
  ].filter((folder) => existsSync(folder));
}

test('each package the explorer shares has the same major version as the private copy it replaces', () => {
  const checked: string[] = [];
  for (const folder of privateFolders()) {
    for (const name of SHARED_PACKAGES) {
      const copy = join(folder, name);
      if (!existsSync(join(copy, 'package.json'))) continue;
      assert.equal(major(topLevelFolder(SITE, name)), major(copy), `${copy} and the top-level ${name}`);
      checked.push(copy);
    }
  }
  // postman-code-generators 1.14 ships private copies of lodash (seven) and faker (three), at least.
  assert.ok(checked.filter((copy) => copy.endsWith('/lodash')).length >= 7, checked.join('\n'));
  assert.ok(checked.filter((copy) => copy.endsWith('/@faker-js/faker')).length >= 3, checked.join('\n'));
});
