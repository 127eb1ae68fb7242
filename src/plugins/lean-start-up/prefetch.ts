// Stands in for @docusaurus/core's client prefetch helper (see index.ts). It asks the browser to
// prefetch each file once: the original added a new <link rel="prefetch"> on every call, and the
// chunks every doc page shares were asked for again for each link on screen.
const requested = new Map<string, Promise<void>>();

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not prefetch ${url}`));
    document.head.appendChild(link);
  });
}

export default function prefetch(url: string): Promise<void> {
  let request = requested.get(url);
  if (request === undefined) {
    // A failed prefetch is not an error for the reader: the page loads the file again when needed.
    request = linkPrefetch(url).catch(() => undefined);
    requested.set(url, request);
  }
  return request;
}
