// The versioned legal texts (terms, personal data, photographs) and the consents given to them:
// their kinds, where each is public, and the small markup their bodies are written in. The markup
// is parsed into plain blocks here, once, and rendered as React elements in the client, never as
// HTML: a text staff type can carry no script, style or link to anywhere but our pages and https.

/** Which text: each is a public page of the spec (/conditions, /gdpr, /agreementPhoto). */
export enum LegalTextKind {
  conditions = 'conditions',
  gdpr = 'gdpr',
  photo = 'photo',
  /** Prohlášení o bezinfekčnosti, signed on the family's page before a camp (issue 48). */
  campDeclaration = 'campDeclaration',
}

export const LEGAL_TEXT_KINDS = Object.values(LegalTextKind);

/** The public page of each text; `?verze=N` on it shows version N. */
export const LEGAL_TEXT_PATHS: Record<LegalTextKind, string> = {
  [LegalTextKind.conditions]: '/conditions',
  [LegalTextKind.gdpr]: '/gdpr',
  [LegalTextKind.photo]: '/agreementPhoto',
  [LegalTextKind.campDeclaration]: '/prohlaseni-o-bezinfekcnosti',
};

/** The query parameter of an older version on a text's page. */
export const LEGAL_VERSION_PARAM = 'verze';

/** A text's page at one version (the current one without `version`). */
export const legalTextUrl = (kind: LegalTextKind, version?: number) =>
  version === undefined ? LEGAL_TEXT_PATHS[kind] : `${LEGAL_TEXT_PATHS[kind]}?${LEGAL_VERSION_PARAM}=${version}`;

export enum ConsentAction {
  given = 'given',
  withdrawn = 'withdrawn',
}

/** Where a consent was given or withdrawn. */
export enum ConsentSource {
  /** The public registration form. */
  form = 'form',
  /** The parent's own page (/moje-prihlasky/<token>). */
  parent_page = 'parent_page',
  /** Staff, in the back-office. */
  staff = 'staff',
}

export type LegalInline = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

export type LegalBlock =
  | { type: 'heading'; content: LegalInline[] }
  | { type: 'paragraph'; content: LegalInline[] }
  | { type: 'list'; items: LegalInline[][] };

const TARGET_STOP = /[\s()[\]]/;

interface FoundLink {
  start: number;
  end: number;
  text: string;
  href: string;
}

/** Every `[text](target)` of a text (the text on one line, the target without spaces or brackets),
 * found in one pass: a regular expression would backtrack quadratically over a body full of `[`. */
function findLinks(source: string): FoundLink[] {
  const links: FoundLink[] = [];
  let from = 0;
  for (;;) {
    const start = source.indexOf('[', from);
    if (start < 0) return links;
    const close = source.indexOf(']', start + 1);
    if (close < 0) return links;
    const text = source.slice(start + 1, close);
    const newline = text.lastIndexOf('\n');
    // Every `[` before `close` meets the same `]`: the next try starts after a line break, or after it.
    if (newline >= 0) {
      from = start + 2 + newline;
      continue;
    }
    from = close + 1;
    if (text.trim() === '' || source[close + 1] !== '(') continue;
    // The target runs to the first character it may not hold; a link only if that is its `)`.
    let end = close + 2;
    while (end < source.length && !TARGET_STOP.test(source[end] ?? '')) end += 1;
    from = end;
    if (source[end] !== ')' || end === close + 2) continue;
    links.push({ start, end: end + 1, text, href: source.slice(close + 2, end) });
    from = end + 1;
  }
}

/** A link may lead to a page of this site (`/gdpr`, not `//elsewhere`) or to an https address. */
export function isAllowedLegalLink(href: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return true;
  if (!/^https:\/\/[^\s\\]+$/i.test(href)) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The link targets of a body that are not allowed, in order. */
export function disallowedLegalLinks(body: string): string[] {
  return findLinks(body)
    .map((link) => link.href)
    .filter((href) => !isAllowedLegalLink(href));
}

/** Text with `[text](target)` links; a link to a target that is not allowed stays text. */
export function parseLegalInline(line: string): LegalInline[] {
  const parts: LegalInline[] = [];
  let last = 0;
  for (const { start, end, text, href } of findLinks(line)) {
    if (!isAllowedLegalLink(href)) continue;
    if (start > last) parts.push({ type: 'text', text: line.slice(last, start) });
    parts.push({ type: 'link', text, href });
    last = end;
  }
  if (last < line.length) parts.push({ type: 'text', text: line.slice(last) });
  return parts;
}

/** The markup of a legal text: blocks are separated by blank lines; `## ` starts a heading, lines
 * starting `- ` are the items of a list (an item continues on the following lines that do not), any
 * other block is a paragraph (its lines joined). */
export function parseLegalMarkup(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let items: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseLegalInline(paragraph.join(' ')) });
    if (items) blocks.push({ type: 'list', items: items.map(parseLegalInline) });
    paragraph = [];
    items = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', content: parseLegalInline(line.slice(3).trim()) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      (items ??= []).push(line.slice(2).trim());
    } else if (items) {
      items[items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
