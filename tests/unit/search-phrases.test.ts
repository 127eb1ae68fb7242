// A section that writes the query's words side by side, in the query's order, comes before one
// that has the same words apart. Each site below has two pages with the same words, as many of
// them, in another order; the one without the phrase comes first in the site, so it would win the
// tie without the rule.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SITE, docPage, searchClientFor} from '../support/searchSite';

/** The page found first for `query` among two: `apart` (first in the site) and `together`. */
async function firstOf(query: string, apart: string, together: string, hitsPerPage = 20): Promise<string> {
  const client = searchClientFor({apart: docPage(`<h1>A page</h1><p>${apart}</p>`), together: docPage(`<h1>A page</h1><p>${together}</p>`)});
  const {results} = await client.search({requests: [{indexName: 'docs', query, hitsPerPage}]});
  assert.equal(results[0].nbHits, 2, `both pages hold the words of "${query}"`);
  return results[0].hits[0].url.replace(SITE, '');
}

test('a section that writes the query as a phrase comes first', async () => {
  assert.equal(await firstOf('authentication service', 'Authentication checks the service tokens.', 'The authentication service checks tokens.'), 'together');
});

test('stop words between the words do not part them', async () => {
  assert.equal(await firstOf('service authentication', 'The service checks tokens of authentication.', 'Checks tokens: the service of authentication.'), 'together');
});

test('a name the query holds whole is one word of the phrase', async () => {
  assert.equal(await firstOf('web.port setting', 'The setting: change web.port.', 'Change the web.port setting.'), 'together');
});

test('the order is the same whatever the page size, so the search box and the search page agree', async () => {
  const query = 'authentication service';
  const [apart, together] = ['Authentication checks the service tokens.', 'The authentication service checks tokens.'];
  assert.equal(await firstOf(query, apart, together, 1), 'together');
});
