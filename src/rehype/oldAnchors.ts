// Rehype plugin: gives each heading the extra ids that config/oldAnchors.ts lists for its page, so
// links into the old documentation site (`…/managing-users#the-ban-command`) still land on the
// section that now covers them. Throws when a listed heading is gone, so a rename cannot drop them.
import {relative} from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {OLD_ANCHORS, PAGE_TOP} from '../../config/oldAnchors';

type Options = {docsDir: string; anchors?: Record<string, Record<string, string>>};

const marker = (id: string, top: boolean): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {id, className: top ? ['old-anchor', 'old-anchor--top'] : ['old-anchor']},
  children: [],
});

type Parent = {children?: unknown[]};

/** Every element, including those inside MDX components such as <Tabs>. */
function* elements(node: Parent): Generator<Element> {
  for (const child of (node.children ?? []) as (Parent & {type?: string})[]) {
    if (child.type === 'element') yield child as Element;
    yield* elements(child);
  }
}

export default function oldAnchors({docsDir, anchors = OLD_ANCHORS}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path) return;
    const page = relative(docsDir, file.path).split('\\').join('/');
    const wanted = anchors[page];
    if (!wanted) return;
    const byHeading = new Map<string, string[]>();
    for (const [oldId, target] of Object.entries(wanted)) {
      byHeading.set(target, [...(byHeading.get(target) ?? []), oldId]);
    }
    const all = [...elements(tree)];
    const taken = Object.keys(wanted).filter((oldId) => all.some((element) => element.properties.id === oldId));
    if (taken.length > 0) {
      throw new Error(`docs/${page} already has the ids ${taken.join(', ')}: remove them from config/oldAnchors.ts.`);
    }
    for (const heading of all.filter((element) => /^h[1-6]$/.test(element.tagName))) {
      const ids = byHeading.get(String(heading.properties.id ?? ''));
      if (!ids) continue;
      heading.children.unshift(...ids.map((id): ElementContent => marker(id, false)));
      byHeading.delete(String(heading.properties.id));
    }
    const top = byHeading.get(PAGE_TOP) ?? [];
    byHeading.delete(PAGE_TOP);
    tree.children.unshift(...top.map((id): RootContent => marker(id, true)));
    const missing = [...byHeading].map(([target, ids]) => `#${target} (old ids: ${ids.join(', ')})`);
    if (missing.length > 0) {
      throw new Error(
        `docs/${page} has no heading ${missing.join('; ')}. A heading that old links point to was renamed or removed: ` +
          `in config/oldAnchors.ts, point its old ids at the heading that now covers that content, or at PAGE_TOP.`,
      );
    }
  };
}
