// The site for assistants and other Markdown readers, written after every build from what the
// build produced, so it cannot drift from the pages: a Markdown copy of each page beside its HTML
// (`moderator/commands.md`; the API pages from the OpenAPI description), llms.txt (every page by
// sidebar section, with its description) and llms-full.txt (the whole site in one file).
import {writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {diagramKey, diagramsInDocs} from '../../lib/diagramStore';
import {markdownPath} from '../../lib/markdownCopy';
import {siteOutline, type OutlinePage, type OutlineSection} from '../lib/siteOutline';
import {llmsFullTxt, llmsTxt, type LlmsLink, type LlmsPage} from './llmsTxt';
import {startMarkdownWorker} from './markdownWorker';
import {apiOperations, infoMarkdown, loadOpenApi, operationMarkdown} from './openApiMarkdown';

export type PageMarkdownOptions = {
  /** The OpenAPI description the API pages are generated from, relative to the site. */
  openApiFile: string;
  /** llms.txt's blockquote: what the site is about, in a sentence or two. */
  summary: string;
  /** llms.txt's "Optional" section: links an assistant may skip. */
  optional: LlmsLink[];
};

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** The built HTML file of a route: `x.html`, or `x/index.html` for the home page. */
function htmlFile(outDir: string, permalink: string, baseUrl: string): string {
  const path = permalink.slice(baseUrl.length).replace(/\/$/, '');
  return join(outDir, path === '' ? 'index.html' : `${path}.html`);
}

export default function pageMarkdownPlugin(context: LoadContext, options: PageMarkdownOptions): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`;
  const absolute = (path: string) => `${siteConfig.url}${path}`;
  let sections: OutlineSection[] = [];

  return {
    name: 'page-markdown',

    allContentLoaded({allContent}) {
      sections = siteOutline(allContent, siteConfig);
    },

    async postBuild({outDir}) {
      const worker = startMarkdownWorker();
      // A drawn diagram's SVG carries its key; the Markdown gets the diagram's source instead.
      worker.setDiagrams(new Map(diagramsInDocs().map(({source}) => [diagramKey(source), source])));
      const spec = loadOpenApi(join(siteDir, options.openApiFile));
      const operations = apiOperations(spec);

      const markdownOf = async (page: OutlinePage): Promise<string> => {
        if (page.kind === 'api-info') return infoMarkdown(spec, siteUrl);
        if (page.kind === 'api-operation') {
          const operation = operations.get(page.docId!);
          if (!operation) throw new Error(`page-markdown: no operation in ${options.openApiFile} has the page ${page.docId}.`);
          return operationMarkdown(spec, operation, siteUrl);
        }
        const markdown = await worker.convert(htmlFile(outDir, page.permalink, siteConfig.baseUrl), absolute(page.permalink));
        // A page whose title is hidden still starts with it, so every copy opens with its title.
        return markdown.startsWith('# ') ? markdown : `# ${page.title}\n\n${markdown}`;
      };

      const pages = sections.flatMap((section) => section.pages);
      let full: LlmsPage[];
      try {
        full = await Promise.all(
          pages.map(async (page) => {
            const markdown = await markdownOf(page);
            const path = markdownPath(page.permalink, siteConfig.baseUrl);
            await writeFile(join(outDir, relative(siteConfig.baseUrl, path)), markdown);
            return {url: absolute(page.permalink), markdown};
          }),
        );
      } finally {
        await worker.close();
      }

      const site = {
        title: siteConfig.title,
        summary: options.summary,
        details:
          `Every page below links to its Markdown copy; the same page as HTML is at the address without \`.md\`. ` +
          `The whole site in one file: ${siteUrl}${LLMS_FULL_TXT}`,
      };
      const llmsSections = sections.map((section) => ({
        title: section.title,
        links: section.pages.map((page) => ({
          title: page.title,
          url: absolute(markdownPath(page.permalink, siteConfig.baseUrl)),
          description: page.description,
        })),
      }));
      await writeFile(join(outDir, LLMS_TXT), llmsTxt({...site, sections: llmsSections, optional: options.optional}));
      await writeFile(join(outDir, LLMS_FULL_TXT), llmsFullTxt(site, full));
      console.log(`[page-markdown] ${full.length} pages as Markdown, ${LLMS_TXT} and ${LLMS_FULL_TXT}.`);
    },
  };
}
