// Where a page's Markdown copy is published: beside its HTML, the page's path with `.md` added
// (`/moderator/commands.md`), and `index.md` for the home page. Shared by the plugin that writes
// the copies (src/plugins/page-markdown) and the "Copy page as Markdown" button that fetches them.

/** The path of the Markdown copy of the page at `pathname`, both under `baseUrl`. */
export function markdownPath(pathname: string, baseUrl: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === baseUrl.replace(/\/$/, '') || path === '' ? `${baseUrl}index.md` : `${path}.md`;
}
