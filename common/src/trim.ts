// Trimming in one pass. A pattern such as /\/+$/ or /[…]+$/ is tried again from every position of
// a long run that fails at its end, which is quadratic: 16,000 slashes in a request path cost
// ~85 ms of the event loop (issue 21). These walk the text once.

/** `text` without the characters at its end that `edge` accepts. */
export function trimEndWhile(text: string, edge: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && edge(text[end - 1] as string)) end -= 1;
  return text.slice(0, end);
}

/** `text` without the code points at either end that `edge` accepts (a letter outside the BMP is
 * one code point). */
export function trimWhile(text: string, edge: (char: string) => boolean): string {
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && edge(chars[start] as string)) start += 1;
  while (end > start && edge(chars[end - 1] as string)) end -= 1;
  return chars.slice(start, end).join('');
}

/** An address without its trailing slashes (`https://example.cz//` is `https://example.cz`). */
export const withoutTrailingSlashes = (text: string) => trimEndWhile(text, (char) => char === '/');
