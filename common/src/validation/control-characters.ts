/** C0 control characters but tab, line feed and carriage return, and DEL: never part of a name, a
 * note, an address or a filter, and U+0000 cannot even be stored in PostgreSQL text. */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

export const CONTROL_CHARACTERS_MESSAGE = 'Text obsahuje nepovolené řídicí znaky.';

export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE) return true;
  }
  return false;
}

/** The dotted paths ('input.note', 'ids.2') of every string inside a JSON-like value that holds a
 * control character; the value itself is '' when it is such a string. */
export function pathsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => pathsWithControlCharacters(item, path ? `${path}.${key}` : key));
}

export const SINGLE_LINE_MESSAGE = 'Text musí být na jednom řádku, bez zalomení, tabulátorů a řídicích znaků.';

/** Whether a text fits one line: no control character at all (tab, CR and LF included), and neither
 * NEL nor Unicode's line and paragraph separators. A title, a name or a place is printed into one
 * line of a calendar feed, an e-mail's subject or a file's cell, where a line break starts another. */
export function isSingleLine(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === DELETE || code === 0x85 || code === 0x2028 || code === 0x2029) return false;
  }
  return true;
}
