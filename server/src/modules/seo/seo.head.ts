// The head tags of a public page for link previews (Open Graph, Twitter) and search engines
// (description, canonical address, schema.org data). Text from the database goes into HTML
// attributes and into a JSON-LD script: both escaped here, nowhere else.
import { type Locale, trimEndWhile } from '@kurzy/common';
import { escapeHtml } from '../../core/html';

export interface PageHead {
  /** HTML-escaped already (the page's <title>, as React rendered it). */
  title?: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  /** A page that does not exist: kept out of search results, with nothing to preview. */
  notFound?: boolean;
  /** The page's language. */
  locale?: Locale;
  /** The same page in every language (`hreflang`: a language or `x-default`). */
  alternates?: { hreflang: string; href: string }[];
}

const OG_LOCALES: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_GB', uk: 'uk_UA' };

/** JSON for inside a <script> element: no `<` (so no `</script>` or `<!--`), and the line separators
 * that old parsers took for line ends, as escapes. JSON.parse reads it back unchanged. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Plain text of at most `max` characters, cut at a word, for a description. */
export function summary(text: string | null | undefined, max = 200): string {
  const plain = (text ?? '')
    // A tag cannot contain "<": the scan for its end stops at the next one (linear on "<<<<…").
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEndWhile(space > max / 2 ? cut.slice(0, space) : cut, (char) => /[\s,.;:–-]/.test(char))}…`;
}

export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  if (head.notFound) return '<meta name="robots" content="noindex">';
  // The title is escaped HTML already: it goes in as it is.
  const title = head.title ? `<meta property="og:title" content="${head.title}">` : '';
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    title,
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', OG_LOCALES[head.locale ?? 'cs']),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ].join('');
}
