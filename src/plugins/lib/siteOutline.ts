// The site's pages in sidebar order, each with the top-level sidebar section it belongs to, read
// from the docs plugin's loaded content. The preview cards, llms.txt and the Markdown copies take
// titles, descriptions and sections from here, so they say what the sidebar and the pages say.
import type {AllContent, DocusaurusConfig} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';

export type OutlinePage = {
  /**
   * The address the site serves the page at, base path included:
   * `/draupnir-documentation/moderator/commands`, and `/draupnir-documentation/protections` for a
   * folder's index page (whose docs permalink ends in a slash).
   */
  permalink: string;
  title: string;
  description: string;
  /** The label of the top-level sidebar item the page sits under ("Moderators' guide"). */
  section: string;
  /**
   * `doc`: a Markdown page; `category`: a generated category index; `api-operation` and `api-info`:
   * pages the OpenAPI plugin generates from openapi/draupnir.yaml.
   */
  kind: 'doc' | 'category' | 'api-operation' | 'api-info';
  /** The doc's id (`moderator/commands`); undefined for a category index. */
  docId?: string;
};

export type OutlineSection = {title: string; pages: OutlinePage[]};

type Version = LoadedContent['loadedVersions'][number];
type SidebarItem = Version['sidebars'][string][number];

function docKind(doc: DocMetadata): OutlinePage['kind'] {
  if (doc.frontMatter.api) return 'api-operation';
  if (doc.source.endsWith('.info.mdx')) return 'api-info';
  return 'doc';
}

/** The docs plugin's current version: the only one this site has. */
export function currentDocsVersion(allContent: AllContent): Version {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const version = content?.loadedVersions.find((loaded) => loaded.versionName === 'current');
  if (!version) throw new Error('siteOutline: the docs plugin has no current version.');
  return version;
}

/**
 * Sections in sidebar order. A top-level doc (the home page) is a section of its own, named by its
 * sidebar label. A doc that no sidebar lists ends up in a last "Other pages" section, so no page is
 * left out.
 */
export function siteOutline(allContent: AllContent, siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'trailingSlash'>): OutlineSection[] {
  const version = currentDocsVersion(allContent);
  const served = (permalink: string) => applyTrailingSlash(permalink, siteConfig);
  const docs = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const sections: OutlineSection[] = [];

  const docPage = (id: string, section: string): OutlinePage | undefined => {
    const doc = docs.get(id);
    if (!doc || listed.has(doc.permalink)) return undefined;
    listed.add(doc.permalink);
    return {permalink: served(doc.permalink), title: doc.title, description: doc.description, section, kind: docKind(doc), docId: doc.id};
  };

  const collect = (items: SidebarItem[], section: string, pages: OutlinePage[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = docPage(item.id, section);
        if (page) pages.push(page);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          const page = docPage(item.link.id, section);
          if (page) pages.push(page);
        } else if (item.link?.type === 'generated-index' && !listed.has(item.link.permalink)) {
          listed.add(item.link.permalink);
          pages.push({
            permalink: served(item.link.permalink),
            title: item.link.title ?? item.label,
            description: item.link.description ?? '',
            section,
            kind: 'category',
          });
        }
        collect(item.items, section, pages);
      }
    }
  };

  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      const title = item.type === 'category' ? item.label : item.type === 'doc' || item.type === 'ref' ? (item.label ?? docs.get(item.id)?.title ?? item.id) : undefined;
      if (!title) continue;
      const pages: OutlinePage[] = [];
      collect([item], title, pages);
      if (pages.length > 0) sections.push({title, pages});
    }
  }

  const others = [...docs.values()].filter((doc) => !listed.has(doc.permalink));
  if (others.length > 0) {
    sections.push({title: 'Other pages', pages: others.map((doc) => docPage(doc.id, 'Other pages')!)});
  }
  return sections;
}

/** Every page of the outline, by permalink. */
export function outlinePages(sections: OutlineSection[]): Map<string, OutlinePage> {
  return new Map(sections.flatMap((section) => section.pages.map((page) => [page.permalink, page] as const)));
}
