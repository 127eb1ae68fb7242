// Unit tests for the pieces behind the quality gates: code colours that meet WCAG AA, the
// in-memory stand-in for broken browser storage, and recognising a chunk that failed to download.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {replaceBrokenStorage, STORAGE_WARNING, storageFallbackHeadTag} from '../../config/storageFallback';
import {isChunkLoadError} from '../../src/lib/chunkLoadError';
import {contrastRatio} from '../../src/lib/contrast';

describe('code block colours', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`every token colour of the ${name} theme has at least 4.5:1 contrast`, () => {
      const background = theme.plain.backgroundColor!;
      const colours = [theme.plain.color!, ...theme.styles.map((style) => style.style.color).filter(Boolean)];
      for (const colour of colours) {
        assert.ok(contrastRatio(colour as string, background) >= 4.5, `${colour} on ${background}`);
      }
    });
  }

  test('contrast ratios match WCAG: black on white is 21, a colour on itself is 1', () => {
    assert.equal(contrastRatio('#000', '#fff'), 21);
    assert.equal(contrastRatio('rgb(29, 106, 133)', '#1d6a85'), 1);
  });
});

describe('broken browser storage', () => {
  const throwing = {
    setItem() {
      throw new Error('SecurityError');
    },
  };

  test('a storage that throws is replaced by a working in-memory one', () => {
    const win: Record<string, unknown> = {localStorage: throwing, sessionStorage: throwing};
    assert.deepEqual(replaceBrokenStorage(win), ['localStorage', 'sessionStorage']);
    const storage = win.localStorage as Storage;
    storage.setItem('theme', 'dark');
    assert.equal(storage.getItem('theme'), 'dark');
    assert.equal(storage.length, 1);
    assert.equal(storage.key(0), 'theme');
    storage.removeItem('theme');
    assert.equal(storage.getItem('theme'), null);
  });

  test('a storage whose getter throws is replaced too', () => {
    const win: Record<string, unknown> = {sessionStorage: new Map()};
    Object.defineProperty(win, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    assert.deepEqual(replaceBrokenStorage(win).includes('localStorage'), true);
  });

  test('working storage is left alone', () => {
    const data = new Map<string, string>();
    const working = {
      setItem: (k: string, v: string) => data.set(k, v),
      removeItem: (k: string) => data.delete(k),
    };
    const win: Record<string, unknown> = {localStorage: working, sessionStorage: working};
    assert.deepEqual(replaceBrokenStorage(win), []);
    assert.equal(win.localStorage, working);
  });

  test('the head script runs the same function and warns with the explanation', () => {
    const {innerHTML} = storageFallbackHeadTag();
    assert.match(String(innerHTML), /console\.warn/);
    assert.ok(String(innerHTML).includes(JSON.stringify(STORAGE_WARNING)));
  });
});

describe('chunk load errors', () => {
  test('webpack and Rspack chunk failures are recognised, other errors are not', () => {
    const chunk = Object.assign(new Error('Loading chunk 5453 failed.\n(error: http://x/5453.js)'), {name: 'ChunkLoadError'});
    assert.equal(isChunkLoadError(chunk), true);
    assert.equal(isChunkLoadError(new Error('Loading CSS chunk 12 failed.')), true);
    assert.equal(isChunkLoadError(new Error('Cannot read properties of undefined')), false);
    assert.equal(isChunkLoadError('Loading chunk 1 failed.'), false);
  });
});

describe('malformed addresses', () => {
  test('a path with a malformed percent escape becomes one the router can decode', async () => {
    const {decodablePath} = await import('../../config/htmlSuffix');
    assert.equal(decodablePath('/base/%E0%A4%A'), '/base/%25E0%25A4%25A');
    assert.equal(decodeURI(decodablePath('/base/%E0%A4%A')), '/base/%E0%A4%A');
    assert.equal(decodablePath('/base/caf%C3%A9'), '/base/caf%C3%A9');
  });
});
