// Converts built pages to Markdown on a worker thread, so the conversion runs beside the other
// plugins' post-build work (the search index reads every page on the main thread) instead of after
// it. Every page is sent at once: the worker then never waits for a busy main thread to hand it the
// next one.
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';

export const CONVERTER_FILE = join(__dirname, 'htmlToMarkdown.mjs');

/**
 * Small heaps: the build runs this at its memory peak, where V8's default sizes let the worker's
 * heap grow by about 70 MB before collecting; with these limits it grows by about 35 MB and takes
 * about a sixth longer. The largest page needs well under the 64 MB.
 */
const HEAP_LIMITS = {maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4};

export type MarkdownWorker = {
  /** Hands the worker the Mermaid source of each drawn diagram, by its key; call before convert(). */
  setDiagrams(diagrams: Map<string, string>): void;
  convert(file: string, pageUrl: string): Promise<string>;
  close(): Promise<void>;
};

export function startMarkdownWorker(): MarkdownWorker {
  const worker = new Worker(CONVERTER_FILE, {workerData: {role: 'page-markdown'}, resourceLimits: HEAP_LIMITS});
  const waiting = new Map<number, {resolve: (markdown: string) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  worker.on('message', ({id, markdown, error}: {id: number; markdown?: string; error?: string}) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (markdown !== undefined) job?.resolve(markdown);
    else job?.reject(new Error(error));
  });
  worker.on('error', (error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  });
  return {
    setDiagrams(diagrams) {
      worker.postMessage({diagrams: [...diagrams]});
    },
    convert(file, pageUrl) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, {resolve, reject});
        worker.postMessage({id, file, pageUrl});
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
