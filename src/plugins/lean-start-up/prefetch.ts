// Stands in for @docusaurus/core's client prefetch helper (see index.ts). It asks the browser to
// prefetch each file once: the original added a new <link rel="prefetch"> on every call, and the
// chunks every doc page shares were asked for again for each link on screen. It also adds one
// link per task: starting a request costs the main thread a few milliseconds, and the links on
// screen can ask for dozens of files at once.
const requested = new Map<string, Promise<void>>();
const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

function addNextLink(): void {
  waiting.shift()?.();
  if (waiting.length > 0) channel?.port2.postMessage(null);
}

function inOwnTask(addLink: () => void): void {
  if (channel === undefined) {
    channel = new MessageChannel();
    channel.port1.onmessage = addNextLink;
  }
  waiting.push(addLink);
  if (waiting.length === 1) channel.port2.postMessage(null);
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    inOwnTask(() => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Could not prefetch ${url}`));
      document.head.appendChild(link);
    });
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
