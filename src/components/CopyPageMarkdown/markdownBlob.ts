// Downloaded on the first "Copy page as Markdown" click: fetches the page's Markdown copy.

/** The Markdown at `href`; rejects when the server does not answer with it. */
export async function markdownBlob(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}.`);
  return new Blob([await response.text()], {type: 'text/plain'});
}
