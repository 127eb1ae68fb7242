// How often each term was indexed, so that a query can look its rarest word up first.
import {swappedLetters} from './searchTerms';

/** The terms in order, with how often the terms before each were indexed, to count by prefix. */
type SortedCounts = {terms: string[]; before: number[]};

/** The first place in sorted `terms` whose term is not less than `term`. */
function firstAtLeast(terms: string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class TermCounts {
  private readonly counts = new Map<string, number>();
  private sorted: SortedCounts | undefined;

  add(term: string): void {
    this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
    this.sorted = undefined;
  }

  /**
   * About how often the index holds a query term; as a prefix, every word it begins counts. A word
   * the index lacks is likely misspelt, and the commonest typo is two letters swapped.
   */
  estimate(term: string, prefix: boolean): number {
    if (prefix) return this.withPrefix(term);
    return this.counts.get(term) ?? swappedLetters(term).reduce((sum, swapped) => sum + (this.counts.get(swapped) ?? 0), 0);
  }

  private withPrefix(prefix: string): number {
    const {terms, before} = (this.sorted ??= this.sortCounts());
    // The terms that begin with the prefix sort together, before the prefix followed by U+FFFF.
    return before[firstAtLeast(terms, `${prefix}\uffff`)] - before[firstAtLeast(terms, prefix)];
  }

  private sortCounts(): SortedCounts {
    const terms = Array.from(this.counts.keys()).sort();
    const before = [0];
    terms.forEach((term, index) => before.push(before[index] + (this.counts.get(term) ?? 0)));
    return {terms, before};
  }
}
