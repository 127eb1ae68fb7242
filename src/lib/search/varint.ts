// Lists of small non-negative integers as URL-safe text: each number is written in 5-bit groups,
// least significant first, one character per group, with a sixth bit saying that more follow.
// Sorted lists are written as gaps, which are mostly below 32: one character per number.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map(Array.from(ALPHABET, (char, index) => [char.charCodeAt(0), index]));

export function encodeNumbers(numbers: readonly number[]): string {
  let text = '';
  for (const number of numbers) {
    let rest = number;
    do {
      const group = rest & 31;
      rest = Math.floor(rest / 32);
      text += ALPHABET[rest > 0 ? group | 32 : group];
    } while (rest > 0);
  }
  return text;
}

export function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let number = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const value = VALUE.get(text.charCodeAt(i));
    if (value === undefined) throw new Error(`Not a number list: ${JSON.stringify(text.slice(0, 20))}`);
    number += (value & 31) * scale;
    if (value & 32) {
      scale *= 32;
    } else {
      numbers.push(number);
      number = 0;
      scale = 1;
    }
  }
  return numbers;
}

/** A strictly increasing list as gaps (each minus the previous, minus one). */
export function encodeSortedNumbers(sorted: readonly number[]): string {
  return encodeNumbers(sorted.map((number, i) => number - (i === 0 ? 0 : sorted[i - 1] + 1)));
}

export function decodeSortedNumbers(text: string): number[] {
  const gaps = decodeNumbers(text);
  let previous = -1;
  return gaps.map((gap) => (previous = previous + 1 + gap));
}
