// Built pages carry large inline SVGs (the pre-drawn diagrams, icons) whose insides no post-build
// step reads: the search index skips every svg, and the Markdown copy needs only a diagram's
// opening tag, which names its key. Emptying them before parsing makes parsing a page about a
// third cheaper. Plain JavaScript: the Markdown worker thread imports it without a TypeScript loader.

/**
 * The same HTML with every top-level `<svg>` emptied; its opening and closing tags are kept.
 * @param {string} html
 * @returns {string}
 */
export function withoutSvgContent(html) {
  let slim = '';
  let depth = 0;
  let copied = 0;
  for (const match of html.matchAll(/<svg\b[^>]*>|<\/svg>/g)) {
    if (match[0] !== '</svg>') {
      if (depth === 0) slim += html.slice(copied, match.index) + match[0];
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) {
        slim += '</svg>';
        copied = (match.index ?? 0) + match[0].length;
      }
    }
  }
  return slim + html.slice(copied);
}
