// The subset of Markdown that most API descriptions use: paragraphs, line breaks inside them,
// `inline code`, square brackets that are not links, and a bold lead-in such as the OpenAPI theme's
// "**Possible values:** ". For such text, `renderSimpleMarkdown` builds the same elements
// react-markdown would, without parsing; for anything else it returns null and the caller uses
// react-markdown. tests/unit/simple-markdown.test.ts compares the two.
import React, {type ReactNode} from 'react';

// Characters that can start Markdown or GFM syntax anywhere in a line (emphasis, images, HTML,
// entities, escapes, strikethrough, tables), and bare-URL and e-mail autolinks.
const INLINE_SYNTAX = /[*_<>!&\\~|`]|:\/\/|www\.|@/;
// Brackets are plain text unless they form a link, a reference or a footnote (outside code spans);
// without definitions, which would start a line with "[", only an inline link "](" can do that.
const LINK_SYNTAX = /\]\(|\]\[|\[\^/;
// A line that could open a block: heading, quote, list, thematic break, setext underline, table,
// admonition (`:::`), link definition, fenced or indented code; or one with leading or trailing
// spaces (indented code, hard line breaks).
const BLOCK_START = /^(?:[#>*+\-=|:~[]|```|\d+[.)]|\s)|\s$/;
// A code span made of single backticks that holds no backtick.
const CODE_SPAN = /`([^`\n]+)`/g;
// Bold text at the very start of a paragraph, followed by a space or the end: both "**" then
// delimit it, whatever its last character.
const LEAD_IN = /^\*\*([^*\s](?:[^*\n]*[^*\s])?)\*\*(?= |$)/;

function inline(line: string): ReactNode[] | null {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(CODE_SPAN)) {
    const before = line.slice(last, match.index);
    if (INLINE_SYNTAX.test(before) || LINK_SYNTAX.test(before)) return null;
    if (before !== '') nodes.push(before);
    // CommonMark: one space is stripped from each end when both ends have one and the span is not
    // only spaces.
    const code = match[1];
    const stripped = /^ .* $/.test(code) && code.trim() !== '' ? code.slice(1, -1) : code;
    nodes.push(<code key={nodes.length}>{stripped}</code>);
    last = match.index + match[0].length;
  }
  const rest = line.slice(last);
  if (INLINE_SYNTAX.test(rest) || LINK_SYNTAX.test(rest)) return null;
  if (rest !== '') nodes.push(rest);
  return nodes;
}

/** `text` as react-markdown would render it, if it is in the subset above; otherwise null. */
export function renderSimpleMarkdown(text: string): ReactNode[] | null {
  // Blank lines before and spaces after the text do not count; leading spaces do (indented code).
  const paragraphs = text
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd()
    .split(/\n(?:[ \t]*\n)+/);
  const blocks: ReactNode[] = [];
  for (const paragraph of paragraphs) {
    const leadIn = LEAD_IN.exec(paragraph);
    const rest = leadIn === null ? paragraph : paragraph.slice(leadIn[0].length);
    const lines = rest.split('\n');
    // The first line's start is checked only when nothing precedes it.
    if (lines.some((line, index) => (index > 0 || leadIn === null) && BLOCK_START.test(line))) return null;
    // Line endings inside a paragraph stay in the text, as react-markdown keeps them.
    const nodes = inline(rest);
    const leadInNodes = leadIn === null ? [] : inline(leadIn[1]);
    if (nodes === null || leadInNodes === null) return null;
    if (leadIn !== null) nodes.unshift(<strong key="lead-in">{leadInNodes}</strong>);
    if (blocks.length > 0) blocks.push('\n');
    blocks.push(<p key={blocks.length}>{nodes}</p>);
  }
  return blocks;
}
