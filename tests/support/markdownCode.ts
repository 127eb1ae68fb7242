// The code in a Markdown page: fenced code blocks (with their language, title and other meta words)
// and inline code spans (with a `<!-- word -->` marker written right after them), each with its line.
// Follows CommonMark where the pages need it: fences of three or more backticks or tildes, closed by
// a fence at least as long; code spans between equal runs of backticks, spanning lines within a
// paragraph; `\|` inside a table cell's code span is a `|`.

export type FencedBlock = {
  /** Line of the opening fence (1-based). */
  line: number;
  language: string;
  /** `title="…"` of the fence, if any. */
  title?: string;
  /** Meta words that are not `key=value` pairs, e.g. `showLineNumbers` or a marker. */
  words: string[];
  /** The content lines, with the fence's own indentation removed. */
  body: string[];
};

export type InlineCode = {
  line: number;
  text: string;
  /** The word of a `<!-- word -->` comment written right after the span. */
  marker?: string;
};

const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;

export function markdownCode(source: string): {blocks: FencedBlock[]; inline: InlineCode[]} {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  const inline: InlineCode[] = [];
  let index = 0;
  // Front matter is not Markdown.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) index = end + 1;
  }
  let paragraph: {start: number; lines: string[]} | undefined;
  const flush = () => {
    if (paragraph) inline.push(...codeSpans(paragraph.lines, paragraph.start));
    paragraph = undefined;
  };
  while (index < lines.length) {
    const line = lines[index];
    const fence = FENCE.exec(line);
    if (fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
      flush();
      const [, indent, marks, info] = fence;
      const [language = '', ...metaParts] = info.trim().split(/\s+/);
      const meta = metaParts.join(' ');
      const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
      const words = meta.replace(/(?:^|\s)\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').split(/\s+/).filter(Boolean);
      const closing = new RegExp(`^ *${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      const body: string[] = [];
      const start = index;
      index++;
      while (index < lines.length && !closing.test(lines[index])) {
        body.push(lines[index].replace(new RegExp(`^ {0,${indent.length}}`), ''));
        index++;
      }
      blocks.push({line: start + 1, language, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, words, body});
      index++;
      continue;
    }
    if (line.trim() === '') flush();
    else (paragraph ??= {start: index, lines: []}).lines.push(line);
    index++;
  }
  flush();
  return {blocks, inline};
}

function codeSpans(lines: string[], start: number): InlineCode[] {
  const text = lines.join('\n');
  const spans: InlineCode[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i++;
      continue;
    }
    const run = /^`+/.exec(text.slice(i))![0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = i + run.length;
    const end = close.exec(text);
    if (!end) {
      i += run.length;
      continue;
    }
    let content = text.slice(i + run.length, end.index).replace(/\n/g, ' ');
    if (/^ .* $/.test(content) && content.trim() !== '') content = content.slice(1, -1);
    const line = start + text.slice(0, i).split('\n').length;
    if (lines[line - start - 1]?.trimStart().startsWith('|')) content = content.replace(/\\\|/g, '|');
    const after = text.slice(end.index + run.length);
    const marker = /^\s*<!--\s*([\w-]+)\s*-->/.exec(after)?.[1];
    spans.push(marker ? {line, text: content, marker} : {line, text: content});
    i = end.index + run.length;
  }
  return spans;
}
