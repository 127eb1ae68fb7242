// Turns a built page's HTML into clean Markdown: the page's own content (title, text, tables,
// code blocks with their language and title, every tab of a tab group, admonitions, Mermaid
// diagrams as their source), with absolute links and none of the site's navigation, buttons or
// anchors. Works on the HTML the build wrote, so the Markdown says what the page says.
// Plain JavaScript because it also runs as a worker thread beside the other plugins' post-build
// work (src/plugins/page-markdown/index.ts), where no TypeScript loader is available.
import {readFileSync} from 'node:fs';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {withoutSvgContent} from '../../lib/withoutSvgContent.mjs';

/**
 * @typedef {import('hast').Element} Element
 * @typedef {import('hast').ElementContent} ElementContent
 * @typedef {import('hast').Properties} Properties
 * @typedef {import('hast').Root} Root
 * @typedef {import('hast').Text} Text
 * @typedef {{
 *   pageUrl: string,
 *   diagramSource: (key: string) => string | undefined,
 * }} MarkdownContext
 *   `pageUrl`: the page's absolute URL, which links and images are resolved against.
 *   `diagramSource`: the Mermaid source of a diagram drawn at build time, by its key
 *   (src/lib/diagramStore.ts).
 */

/** Elements that are site chrome, not page content. */
const CHROME_CLASSES = ['hash-link', 'old-anchor', 'theme-doc-footer', 'theme-doc-toc-mobile', 'pagination-nav', 'theme-doc-version-badge'];
const CHROME_TAGS = new Set(['nav', 'button', 'script', 'style', 'noscript', 'footer']);
/** The elements that hold a page's content: a doc's Markdown, or a generated category index. */
const CONTENT_CLASSES = ['theme-doc-markdown', 'generatedIndexPage'];

/** @param {Element} element @returns {string[]} */
const classList = (element) => {
  const value = element.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};
/**
 * Matches a class name exactly or, for CSS-module names such as `codeBlockTitle_OeMC`, by its stem.
 * @param {Element} element @param {string} name
 */
const hasClass = (element, name) => classList(element).some((value) => value === name || value.startsWith(`${name}_`));

/** @param {unknown} node @returns {node is Element} */
const isElement = (node) => /** @type {Element | undefined} */ (node)?.type === 'element';
/** @param {string} tagName @param {Properties} properties @param {ElementContent[]} children @returns {Element} */
const element = (tagName, properties, children) => ({type: 'element', tagName, properties, children});
/** @param {string} value @returns {Text} */
const text = (value) => ({type: 'text', value});

/** @param {Element | Root} node @param {(candidate: Element) => boolean} test @returns {Element | undefined} */
function find(node, test) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** @param {Element} node @param {(candidate: Element) => boolean} test @param {Element[]} found */
function findAll(node, test, found = []) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

/**
 * The text of an element as the browser shows it in a code block: `<br>` is a line break.
 * @param {ElementContent} node @returns {string}
 */
function textOf(node) {
  if (node.type === 'text') return node.value;
  if (!isElement(node)) return '';
  if (node.tagName === 'br') return '\n';
  if (node.tagName === 'svg') return '';
  return node.children.map(textOf).join('');
}

/**
 * A stand-in element that the `md-code` handler turns into a fenced code block.
 * @param {string | undefined} lang @param {string | undefined} meta @param {string} value
 */
const codeElement = (lang, meta, value) => element('md-code', {lang, meta, value}, []);

/** @type {import('hast-util-to-mdast').Handle} */
const handleCode = (state, node) => {
  const {lang, meta, value} = /** @type {{lang?: string, meta?: string, value: string}} */ (node.properties);
  /** @type {import('mdast').Code} */
  const result = {type: 'code', lang: lang ?? null, meta: meta ?? null, value};
  state.patch(node, result);
  return result;
};

/** @param {Element} container */
function codeBlock(container) {
  const lang = classList(container).find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const title = find(container, (candidate) => hasClass(candidate, 'codeBlockTitle'));
  // withoutDrawings leaves the <pre> holding the code's text and line breaks.
  const code = find(container, (candidate) => candidate.tagName === 'pre');
  const value = (code ? textOf(code) : '').replace(/\n+$/, '');
  const titleText = title ? textOf(title).trim() : undefined;
  return codeElement(lang, titleText ? `title="${titleText.replace(/"/g, '\\"')}"` : undefined, value);
}

/** @param {Element} container @param {MarkdownContext} context */
function mermaidDiagram(container, context) {
  const pattern = /^mermaid-([0-9a-f]+)-light$/;
  const svg = find(container, (candidate) => candidate.tagName === 'svg' && pattern.test(String(candidate.properties?.id)));
  const key = svg ? pattern.exec(String(svg.properties.id))?.[1] : undefined;
  const source = key ? context.diagramSource(key) : undefined;
  if (!source) throw new Error(`${context.pageUrl}: a diagram on this page has no stored drawing whose source is in docs/ (run npm run diagrams).`);
  return codeElement('mermaid', undefined, source);
}

/** @param {string} label */
const strongParagraph = (label) => element('p', {}, [element('strong', {}, [text(label)])]);

/**
 * Every tab of a tab group, each under its label, since a Markdown reader cannot switch tabs.
 * @param {Element} container @param {MarkdownContext} context @returns {ElementContent[]}
 */
function tabGroup(container, context) {
  const labels = findAll(container, (candidate) => candidate.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (candidate) => candidate.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [strongParagraph(labels[index] ?? `Tab ${index + 1}`), ...transform(panel.children, context)]);
}

/** @param {Element} container @param {MarkdownContext} context */
function admonition(container, context) {
  const heading = find(container, (candidate) => hasClass(candidate, 'admonitionHeading'));
  const content = find(container, (candidate) => hasClass(candidate, 'admonitionContent'));
  const title = heading ? textOf(heading).trim() : '';
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return element('blockquote', {}, [...(label ? [strongParagraph(label)] : []), ...transform(content?.children ?? [], context)]);
}

/** @param {Element} container @param {MarkdownContext} context */
function details(container, context) {
  const summary = container.children.find((child) => isElement(child) && child.tagName === 'summary');
  const rest = container.children.filter((child) => child !== summary);
  return element('div', {}, [...(summary ? [strongParagraph(textOf(summary).trim())] : []), ...transform(rest, context)]);
}

/**
 * A list of doc cards (category indexes, DocCardList) as a list of links with their descriptions.
 * @param {Element[]} cards
 */
function cardList(cards) {
  return element(
    'ul',
    {},
    cards.map((card) => {
      const title = find(card, (candidate) => /^h[1-6]$/.test(candidate.tagName));
      const description = find(card, (candidate) => candidate.tagName === 'p');
      const label = (title ? textOf(title) : '').replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, '').trim();
      const about = description ? textOf(description).trim() : '';
      return element('li', {}, [element('a', {href: card.properties.href}, [text(label)]), ...(about ? [text(`: ${about}`)] : [])]);
    }),
  );
}

/** @param {Element} node */
const isChrome = (node) =>
  CHROME_TAGS.has(node.tagName) || CHROME_CLASSES.some((name) => hasClass(node, name)) || hasClass(node, 'codeLineNumber');

/** @param {ElementContent[]} nodes @param {MarkdownContext} context @returns {ElementContent[]} */
function transform(nodes, context) {
  /** @type {ElementContent[]} */
  const result = [];
  for (const node of nodes) {
    if (node.type === 'comment') {
      // React's text separators (<!-- -->) and other comments are not content.
      continue;
    } else if (!isElement(node)) {
      result.push(node);
    } else if (isChrome(node)) {
      continue;
    } else if (hasClass(node, 'theme-code-block')) {
      result.push(codeBlock(node));
    } else if (hasClass(node, 'docusaurus-mermaid-container')) {
      result.push(mermaidDiagram(node, context));
    } else if (hasClass(node, 'tabs-container')) {
      result.push(...tabGroup(node, context));
    } else if (hasClass(node, 'theme-admonition')) {
      result.push(admonition(node, context));
    } else if (node.tagName === 'details') {
      result.push(details(node, context));
    } else {
      const cards = node.tagName === 'section' ? findAll(node, (candidate) => candidate.tagName === 'a' && hasClass(candidate, 'card')) : [];
      result.push(cards.length > 0 ? cardList(cards) : {...node, children: transform(node.children, context)});
    }
  }
  return result;
}

/**
 * The same HTML with less to parse: every SVG emptied (its opening tag, which holds a diagram's
 * id, is kept) and the highlighting markup removed from code blocks (their text and line breaks
 * are kept). Halves the work of converting the site.
 * @param {string} html
 */
export function withoutDrawings(html) {
  const slim = withoutSvgContent(html);
  return slim.replace(/(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/g, (_, open, code, close) => open + code.replace(/<(?!br\b)[^>]*>/g, '') + close);
}

/**
 * The element holding the page's content in a built page, or undefined for a page without one.
 * @param {string} html @returns {Element | undefined}
 */
export function pageContent(html) {
  // Parsing only <main> keeps the work small; navbar, sidebar and footer sit outside it.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
  const tree = fromHtml(withoutDrawings(main), {fragment: true});
  return find(tree, (candidate) => CONTENT_CLASSES.some((name) => hasClass(candidate, name)));
}

/**
 * Markdown for the content element of a page (see pageContent).
 * @param {Element} content @param {MarkdownContext} context @returns {string}
 */
export function contentToMarkdown(content, context) {
  // A <base> element makes the converter resolve every link and image against the page's URL.
  /** @type {Root} */
  const root = {type: 'root', children: [element('base', {href: context.pageUrl}, []), ...transform(content.children, context)]};
  const mdast = toMdast(root, {handlers: {'md-code': handleCode}});
  return toMarkdown(mdast, {
    // Unpadded tables: padding every cell to its column's width made the site's Markdown a third longer.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}

/**
 * A built page's HTML as Markdown; throws when the page has no content element.
 * @param {string} html @param {MarkdownContext} context @returns {string}
 */
export function htmlToMarkdown(html, context) {
  const content = pageContent(html);
  if (!content) throw new Error(`${context.pageUrl}: no page content found in the built HTML.`);
  return contentToMarkdown(content, context);
}

// As a worker thread: convert each page the plugin sends, `{id, file, pageUrl}`, and send back its
// Markdown. The diagrams' sources come first, in a message of their own, so that the worker can
// load its modules while the plugin reads them.
if (!isMainThread && workerData?.role === 'page-markdown' && parentPort) {
  const port = parentPort;
  /** @type {Map<string, string>} */
  let diagrams = new Map();
  port.on('message', (/** @type {{diagrams: [string, string][]} | {id: number, file: string, pageUrl: string}} */ message) => {
    if ('diagrams' in message) {
      diagrams = new Map(message.diagrams);
      return;
    }
    const {id, file, pageUrl} = message;
    try {
      const markdown = htmlToMarkdown(readFileSync(file, 'utf8'), {pageUrl, diagramSource: (key) => diagrams.get(key)});
      port.postMessage({id, markdown});
    } catch (error) {
      port.postMessage({id, error: error instanceof Error ? error.message : String(error)});
    }
  });
}
