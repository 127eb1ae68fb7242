import assert from 'node:assert/strict';
import {test} from 'node:test';
import {Request} from 'postman-collection';
import codegen from 'postman-code-generators';
import {splitServerAddress} from '../../src/lib/serverAddress';

// A request as the OpenAPI theme's builder leaves it: the whole server address in the host.
function themeRequest(address: string) {
  const request = new Request({method: 'POST', url: '/api/1/report/!room:example.org/$event'});
  request.url.protocol = undefined;
  request.url.host = [address];
  return request;
}

const sample = (request: unknown, language: string, variant: string) =>
  new Promise<string>((resolve, reject) =>
    codegen.convert(language, variant, request, {}, (error: unknown, snippet: string) =>
      error ? reject(error) : resolve(snippet),
    ),
  );

test('a server address is split into scheme, host, port and leading path', () => {
  const url = {host: ['http://draupnir.example.org:8080/base'], path: ['api', '1', 'ping']};
  splitServerAddress(url);
  assert.deepEqual(url, {protocol: 'http', host: ['draupnir', 'example', 'org'], port: '8080', path: ['base', 'api', '1', 'ping']});
  const secure = {host: ['https://localhost']};
  splitServerAddress(secure);
  assert.deepEqual(secure, {protocol: 'https', host: ['localhost'], port: undefined, path: []});
});

test('hosts that are not a full address are left as they are', () => {
  for (const host of [['localhost'], ['draupnir', 'example', 'org'], ['http://[not a host']]) {
    const url = {host: [...host]};
    splitServerAddress(url);
    assert.deepEqual(url, {host});
  }
});

test('Python http.client and Node.js samples connect over plain HTTP to the server port', async () => {
  // Without the split (if this starts failing, the generators have been fixed upstream).
  const before = themeRequest('http://localhost:8080');
  assert.match(await sample(before, 'python', 'http.client'), /HTTPSConnection\("localhost", undefined\)/);

  const after = themeRequest('http://localhost:8080');
  splitServerAddress(after.url);
  const python = await sample(after, 'python', 'http.client');
  assert.match(python, /HTTPConnection\("localhost", 8080\)/);
  assert.match(python, /"POST", "\/api\/1\/report\//);
  assert.match(await sample(after, 'nodejs', 'native'), /require\('follow-redirects'\)\.http;/);
  assert.match(await sample(after, 'curl', 'cURL'), /curl .*'http:\/\/localhost:8080\/api\/1\/report\//);
});
