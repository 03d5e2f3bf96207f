// Text into HTML: the one escape of the server's hand-written HTML (the e-mails' bodies in mail/, the
// head tags of server-rendered pages in seo/). React escapes what the client renders.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as it may stand in an element's content or a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
