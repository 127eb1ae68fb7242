// The record shape shared by the index builder (Node) and the embedded search client (browser).

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/** Heading levels that make a record of their own: lvl0 (the section) never does. */
export type HeadingLevel = Exclude<HierarchyLevel, 'lvl0'>;

export type RecordType = HeadingLevel | 'content';

export type Hierarchy = Record<HierarchyLevel, string | null>;

export type SearchRecord = {
  objectID: string;
  type: RecordType;
  /** Absolute page URL, with the anchor of the nearest heading above when it has one. */
  url: string;
  hierarchy: Hierarchy;
  /** Text of a paragraph, list item or table row (cells joined by " · "), or the lines of a code
   * block (joined by newlines); null for heading records. */
  content: string | null;
  /** Present (true) on the record of a code block. */
  code?: true;
  /** Present (true) on the record of a table row, whose first cell names what the row describes. */
  row?: true;
  /** On a page's title record: the page's description, which the embedded index searches too. */
  description?: string;
  /** On a page's title record: the page's name in the sidebar, when its title does not hold it. */
  label?: string;
  /** Order of the record within its page, from 0. */
  position: number;
  language: string;
  docusaurus_tag: string;
};
