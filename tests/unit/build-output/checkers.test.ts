// The configuration reference as built: every key's row has the id the configuration checker
// links to (src/rehype/configKeyAnchors.ts, src/lib/draupnir/configAnchors.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {load} from 'cheerio';
import {configKeyAnchor} from '../../../src/lib/draupnir/configAnchors';
import {configData} from '../../support/draupnirData';
import {readBuilt} from '../../support/builtSite';

test('bot/configuration: every key of both modes has a row with the id the checker links to', () => {
  const $ = load(readBuilt('bot/configuration.html'));
  const missing: string[] = [];
  for (const [mode, keys] of [['bot', configData.bot.keys], ['appservice', configData.appservice.keys]] as const) {
    for (const key of keys) {
      if (key.type === 'object' || key.setByDraupnir) continue;
      const id = configKeyAnchor(mode, key.path);
      const element = $(`[id="${id}"]`);
      if (element.length !== 1 || !element.closest('tr').text().includes(key.path)) missing.push(id);
    }
  }
  assert.deepEqual(missing, []);
});
