// One record as an Algolia DocSearch hit, with the highlight and snippet values the DocSearch
// modal and the theme's search page render.
import type {HighlightValue, Highlighter, SnippetValue} from './highlight';
import {DEFAULT_SNIPPET_WORDS, type SearchRequest} from './searchRequests';
import {HIERARCHY_LEVELS, type HierarchyLevel, type SearchRecord} from '../../plugins/search-index/SearchRecord';

type ByLevel<T> = Partial<Record<HierarchyLevel, T>>;

export type SearchHit = Omit<SearchRecord, 'position'> & {
  url_without_anchor: string;
  anchor: string | null;
  // Levels appear only when not null, in order: the search page lists them as breadcrumbs.
  _highlightResult: {hierarchy: ByLevel<HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: ByLevel<SnippetValue>; content?: SnippetValue};
};

function wordsFor(attribute: string, request: SearchRequest): number {
  const {snippetWords} = request;
  return snippetWords[attribute] ?? snippetWords[attribute.split('.')[0]] ?? snippetWords['*'] ?? DEFAULT_SNIPPET_WORDS;
}

export function toSearchHit(record: SearchRecord, highlighter: Highlighter, request: SearchRequest): SearchHit {
  const snip = (text: string, attribute: string): SnippetValue =>
    highlighter.snippet(text, wordsFor(attribute, request), request.snippetEllipsisText);
  const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
  const snippets: SearchHit['_snippetResult'] = {hierarchy: {}};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    highlighted.hierarchy[level] = highlighter.highlight(text);
    snippets.hierarchy[level] = snip(text, `hierarchy.${level}`);
  }
  // Heading records have no content, and a present-but-empty snippet would show as a summary.
  if (record.content !== null) {
    highlighted.content = highlighter.highlight(record.content);
    snippets.content = snip(record.content, 'content');
  }
  const [urlWithoutAnchor, anchor] = record.url.split('#', 2);
  const {position: _position, ...fields} = record;
  return {
    ...fields,
    hierarchy: {...record.hierarchy},
    url_without_anchor: urlWithoutAnchor,
    anchor: anchor ?? null,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}
