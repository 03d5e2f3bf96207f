// Czech banks write Windows-1250 (GPC, older Fio CSV) or UTF-8 (XML, JSON, newer CSV). Czech text
// in Windows-1250 is practically never valid UTF-8, so strict UTF-8 first, Windows-1250 otherwise.

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const cp1250 = new TextDecoder('windows-1250');

export function decodeStatementText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes); // drops a UTF-8 BOM
  } catch {
    return cp1250.decode(bytes);
  }
}
