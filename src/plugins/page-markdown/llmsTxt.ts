// llms.txt and llms-full.txt, in the shape the llms.txt proposal (llmstxt.org) describes: an H1
// with the site's name, a blockquote summary, a paragraph of details, then one H2 section per
// sidebar section listing its pages as `- [title](url): description`, and an "Optional" section
// of secondary links. llms-full.txt starts the same way and then holds every page in full.

export type LlmsLink = {title: string; url: string; description?: string};
export type LlmsSite = {
  title: string;
  summary: string;
  details: string;
  sections: {title: string; links: LlmsLink[]}[];
  optional: LlmsLink[];
};
export type LlmsPage = {url: string; markdown: string};

/** Link text and descriptions on one line, without characters that would end the link early. */
const inline = (value: string): string => value.replace(/\s*\n\s*/g, ' ').trim();
const linkText = (value: string): string => inline(value).replace(/([[\]\\])/g, '\\$1');

function linkLine({title, url, description}: LlmsLink): string {
  return `- [${linkText(title)}](${url})${description ? `: ${inline(description)}` : ''}`;
}

export function llmsTxt(site: LlmsSite): string {
  const lines = [`# ${site.title}`, '', `> ${inline(site.summary)}`, '', site.details, ''];
  for (const section of site.sections) lines.push(`## ${section.title}`, '', ...section.links.map(linkLine), '');
  if (site.optional.length > 0) lines.push('## Optional', '', ...site.optional.map(linkLine), '');
  return `${lines.join('\n').trim()}\n`;
}

/**
 * The whole site: the header of llms.txt, then each page under a rule, starting with its level-1
 * title and the address it is published at.
 */
export function llmsFullTxt(site: Pick<LlmsSite, 'title' | 'summary' | 'details'>, pages: LlmsPage[]): string {
  const parts = [`# ${site.title}\n\n> ${inline(site.summary)}\n\n${site.details}`];
  for (const {url, markdown} of pages) {
    const [title, ...body] = markdown.trim().split('\n');
    parts.push(`${title}\n\nSource: ${url}\n${body.join('\n')}`.trim());
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
