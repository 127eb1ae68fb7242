// Rehype plugin: gives each key's row in the configuration reference's key tables (docs/bot/
// configuration.md, header "Key | Type | Default | Purpose") a stable id, so that a link can point
// at one key: `#config-web.port`, `#appservice-config-adminRoom` (src/lib/draupnir/configAnchors.ts).
// The configuration checker links to them. A row naming several keys gets the first key's id and
// an empty marker for each of the others.
import type {Element, ElementContent, Root} from 'hast';
import {configKeyAnchor, type ConfigMode} from '../lib/draupnir/configAnchors';

type Options = {page?: RegExp};

type Parent = {children?: unknown[]};

const textOf = (node: unknown): string => {
  const n = node as {type?: string; value?: string; children?: unknown[]};
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
};

const isElement = (node: unknown, tag?: string): node is Element =>
  (node as {type?: string}).type === 'element' && (tag === undefined || (node as Element).tagName === tag);

export default function configKeyAnchors({page = /docs\/bot\/configuration\.md$/}: Options = {}) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path || !page.test(file.path.split('\\').join('/'))) return;
    let mode: ConfigMode = 'bot';
    for (const node of tree.children as Parent[]) {
      if (isElement(node, 'h2')) mode = /appservice/i.test(textOf(node)) ? 'appservice' : 'bot';
      if (!isElement(node, 'table')) continue;
      const rows = (node.children.filter((c) => isElement(c)) as Element[]).flatMap((section) => section.children.filter((c) => isElement(c, 'tr')) as Element[]);
      const header = rows[0]?.children.filter((c) => isElement(c)).map(textOf);
      if (header?.join('|') !== 'Key|Type|Default|Purpose') continue;
      for (const row of rows.slice(1)) {
        const cell = row.children.find((c) => isElement(c)) as Element | undefined;
        const keys = (cell?.children ?? []).filter((c) => isElement(c, 'code')).map(textOf);
        if (keys.length === 0) continue;
        row.properties.id = configKeyAnchor(mode, keys[0]);
        for (const key of keys.slice(1)) {
          cell!.children.unshift({type: 'element', tagName: 'span', properties: {id: configKeyAnchor(mode, key)}, children: []} satisfies ElementContent);
        }
      }
    }
  };
}
