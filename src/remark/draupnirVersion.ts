// Remark plugin: writes the Draupnir release the pages describe (config/project.ts, taken from
// data/draupnir/provenance.json) wherever a page says {{DRAUPNIR_VERSION}} (`v3.1.0`) or
// {{DRAUPNIR_VERSION_NUMBER}} (`3.1.0`): in prose, inline code, code blocks and link targets.
// Runs before Docusaurus's own plugins, so headings and the table of contents get the version too.
import {DRAUPNIR_VERSION} from '../../config/project';

const TOKENS: Record<string, string> = {
  DRAUPNIR_VERSION,
  DRAUPNIR_VERSION_NUMBER: DRAUPNIR_VERSION.replace(/^v/, ''),
};

const TOKEN = /\{\{(DRAUPNIR_VERSION(?:_NUMBER)?)\}\}/g;

/** The text with every version token replaced. */
export function withDraupnirVersion(text: string): string {
  return text.replace(TOKEN, (_token, name: string) => TOKENS[name]);
}

type Node = {type: string; value?: string; url?: string; children?: Node[]};

/** MDX reads `{{DRAUPNIR_VERSION}}` in prose as the expression `{DRAUPNIR_VERSION}`. */
const expressionToken = (node: Node): string | undefined =>
  node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression'
    ? /^\{(DRAUPNIR_VERSION(?:_NUMBER)?)\}$/.exec(node.value?.trim() ?? '')?.[1]
    : undefined;

function visit(node: Node): void {
  if (typeof node.value === 'string' && ['text', 'inlineCode', 'code'].includes(node.type)) {
    node.value = withDraupnirVersion(node.value);
  }
  if (typeof node.url === 'string') node.url = withDraupnirVersion(node.url);
  node.children?.forEach((child, index, siblings) => {
    const name = expressionToken(child);
    if (name) {
      const text = {type: 'text', value: TOKENS[name]};
      siblings[index] = child.type === 'mdxFlowExpression' ? {type: 'paragraph', children: [text]} : text;
      return;
    }
    visit(child);
  });
}

export default function draupnirVersion() {
  return (tree: Node): void => visit(tree);
}
