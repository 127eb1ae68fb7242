// Tracks the headings above the current point of a page, so extraction (Node) and index decoding
// (browser) derive each record's hierarchy and anchor by the same rule.
import {recordObjectId} from './recordObjectId';
import {
  HIERARCHY_LEVELS,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../../plugins/search-index/SearchRecord';

export class HeadingTrail {
  private readonly section: string;
  private readonly texts: (string | null)[] = [null, null, null, null, null, null, null];
  private readonly anchors: (string | undefined)[] = [];

  /** `section` is the page's lvl0. */
  constructor(section: string) {
    this.section = section;
  }

  /** A heading of `level` (1–6): it replaces the heading at that level and ends deeper ones. */
  enter(level: number, text: string, anchor: string | undefined): void {
    for (let deeper = level; deeper <= 6; deeper++) {
      this.texts[deeper] = null;
      this.anchors[deeper] = undefined;
    }
    this.texts[level] = text;
    this.anchors[level] = anchor;
  }

  hierarchy(): Hierarchy {
    const hierarchy = {} as Hierarchy;
    HIERARCHY_LEVELS.forEach((key, level) => {
      hierarchy[key] = level === 0 ? this.section : this.texts[level] ?? null;
    });
    return hierarchy;
  }

  /** The anchor of the nearest heading above that has one. */
  anchor(): string | undefined {
    for (let level = 6; level >= 1; level--) {
      const anchor = this.anchors[level];
      if (anchor) return anchor;
    }
    return undefined;
  }
}

export type PageFacts = {pageUrl: string; language: string; tag: string};

/** The record at the current point of a page: the heading just entered, or a block of text. */
export function recordAt(
  trail: HeadingTrail,
  page: PageFacts,
  type: RecordType,
  content: string | null,
  position: number,
): SearchRecord {
  const url = withAnchor(page.pageUrl, trail.anchor());
  return {
    objectID: recordObjectId(url, type, position),
    type,
    url,
    hierarchy: trail.hierarchy(),
    content,
    position,
    language: page.language,
    docusaurus_tag: page.tag,
  };
}

export function withAnchor(pageUrl: string, anchor: string | undefined): string {
  return anchor ? `${pageUrl}#${anchor}` : pageUrl;
}
