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
