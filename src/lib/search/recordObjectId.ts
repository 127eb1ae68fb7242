// A stable record id computed the same way at build time and in the browser, so the index file
// need not carry one id per record.
import type {RecordType} from '../../plugins/search-index/SearchRecord';

/** cyrb53: a fast 53-bit string hash with no dependencies (not cryptographic). */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function recordObjectId(url: string, type: RecordType, position: number): string {
  return cyrb53(`${url}\n${type}\n${position}`).toString(36).padStart(11, '0');
}
