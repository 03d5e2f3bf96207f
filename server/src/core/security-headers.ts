// The browser's side of the defence: headers on every answer, and a Content-Security-Policy for each
// page that names the hashes of its own inline scripts and styles. Hashes rather than per-request
// nonces: a page cached by its URL (with its headers) stays valid, and the same page always gets the
// same policy.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/** CSP hash sources (`'sha256-…'`) of the inline code of one page. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
  /** `style="…"` attributes in the markup (React renders a `style` prop as one on the server). */
  styleAttributes: string[];
}

export const noInlineSources = (): InlineSources => ({ scripts: [], styles: [], styleAttributes: [] });

/** The CSP source that allows exactly this inline script, style or style attribute. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const EXECUTABLE_TYPE = /^(module|(text|application)\/(java|ecma)script)$/i;

/** The inline scripts, styles and style attributes of HTML we produced ourselves (the built
 * index.html, a library's page). Never run over markup that carries visitors' input: it would
 * allow whatever it found. */
export function inlineSourcesOf(html: string): InlineSources {
  const sources = noInlineSources();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    // A JSON data block (the Apollo state) is never run, so CSP does not look at it.
    if (type === undefined || EXECUTABLE_TYPE.test(type)) sources.scripts.push(hashSource(body));
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    sources.styles.push(hashSource(body));
  sources.styleAttributes.push(...styleAttributeSources(html));
  return sources;
}

/** The hashes of the `style` attributes in markup rendered by React, which escapes every text and
 * attribute value, so each one found is a `style` prop of a component. */
export function styleAttributeSources(html: string): string[] {
  return [...html.matchAll(/<[a-z][^<>]*?\sstyle="([^"]*)"/gi)].map(([, value = '']) =>
    hashSource(decodeAttribute(value)),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** The attribute's value as the browser hashes it: after its character references are decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

// What the pages load from elsewhere: OpenStreetMap tiles on a branch's map (client BranchMap.tsx)
// and the YouTube and Vimeo players of the videos page (client videoEmbed.ts). data: for the
// icons in Blueprint's styles. (No blob: images: the back-office shows no previews before upload.)
const IMAGES = ["'self'", 'data:', 'https://tile.openstreetmap.org'];
// blob: for the back-office's invoice preview (client InvoiceDialog.tsx): a PDF the page fetched
// itself (the session cookie counts only on requests with X-Requested-With, which a frame's own
// request never carries). Only a script of the page can make a blob: URL, and script-src is strict.
const FRAMES = ['blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const unique = (sources: string[]) => [...new Set(sources)].join(' ');

/** The policy of a page of the site (public or back-office). */
export function pagePolicy(inline: InlineSources, { https }: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...inline.scripts])}`,
    // 'unsafe-hashes' lets the listed hashes match style attributes too, not any attribute: only on a
    // page whose markup has some. (Scripts set styles through the CSSOM, which CSP does not judge.)
    `style-src ${unique([
      "'self'",
      ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...inline.styles,
      ...inline.styleAttributes,
    ])}`,
    `img-src ${IMAGES.join(' ')}`,
    `frame-src ${FRAMES.join(' ')}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

// Apollo's Sandbox landing page (GRAPHQL_SANDBOX): its scripts, styles, fonts and the Sandbox
// itself in a frame come from Apollo's CDN (see @apollo/server's landingPage/default).
const APOLLO_CDN = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
];

/** The policy of the Sandbox page: Apollo's hosts, and the hashes of the page's inline code. */
export function sandboxPolicy(inline: InlineSources): string {
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...APOLLO_CDN, ...inline.scripts])}`,
    `style-src ${unique(["'self'", ...APOLLO_CDN, 'https://fonts.googleapis.com', ...inline.styles])}`,
    'font-src https://fonts.gstatic.com',
    `img-src 'self' data: ${APOLLO_CDN[0]}`,
    `manifest-src ${APOLLO_CDN[0]}`,
    'frame-src https://sandbox.embed.apollographql.com https://explorer.embed.apollographql.com',
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Powerful features no page of ours uses, off for every page and anything it embeds. The video
 * players' autoplay and fullscreen keep their defaults (allowed where the page delegates them). */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The headers of an answer that carries a credential in its address or one person's data (a
 * parent's page and its files, an invitation's page, the API's answers to them and to staff): no
 * browser or shared cache keeps it, no linked site learns the address, no search engine lists it. */
export const PRIVATE_ANSWER_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/** The headers every answer carries; `https`: the site is reached over https (PUBLIC_URL). */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors says the same to current browsers; this is for those without CSP level 2.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Without includeSubDomains: other hosts of the operator's domain may not serve https.
    ...(https ? [['Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}`] as [string, string]] : []),
  ];
  return (_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
