// Remark plugin: gives each Mermaid diagram of a page its SVGs drawn by `npm run diagrams`, as the
// `lightSvg` and `darkSvg` props of @theme/Mermaid, which then puts them into the HTML instead of
// drawing in the browser. A diagram with no stored SVG keeps only its source and is drawn in the
// browser as before. Runs after Docusaurus's own plugin has made ```mermaid blocks `mermaid` elements.
import {diagramKey, readStoredDiagram, svgId} from '../lib/diagramStore';

type MdastNode = {
  type: string;
  children?: MdastNode[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
};

function* mermaidElements(node: MdastNode): Generator<MdastNode> {
  if (node.data?.hName === 'mermaid') yield node;
  for (const child of node.children ?? []) yield* mermaidElements(child);
}

type Options = {
  /**
   * storedDiagramsFingerprint(): unused here, but as a plugin option it makes builds recompile the
   * pages (instead of taking them from the cache) after `npm run diagrams` changed diagrams/.
   */
  storedDiagrams: string;
};

export default function prerenderedDiagrams(_options: Options) {
  return (tree: MdastNode): void => {
    const seen = new Map<string, number>();
    for (const node of mermaidElements(tree)) {
      const properties = node.data!.hProperties!;
      const key = diagramKey(String(properties.value));
      const stored = readStoredDiagram(key);
      if (!stored) continue;
      // The same diagram twice on a page: the copies' ids get a suffix so that no id repeats.
      const copy = (seen.get(key) ?? 0) + 1;
      seen.set(key, copy);
      const unique = (svg: string, id: string) => (copy === 1 ? svg : svg.replaceAll(id, `${id}-${copy}`));
      properties.lightSvg = unique(stored.light, svgId(key, 'light'));
      properties.darkSvg = unique(stored.dark, svgId(key, 'dark'));
    }
  };
}
