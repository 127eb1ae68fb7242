// How often each term was indexed, so that a query can look its rarest word up first.
import {swappedLetters} from './searchTerms';

export class TermCounts {
  private readonly counts = new Map<string, number>();

  add(term: string): void {
    this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
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
    let count = 0;
    this.counts.forEach((times, term) => {
      if (term.startsWith(prefix)) count += times;
    });
    return count;
  }
}
