import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { OperationTypeNode } from 'graphql';
import type { GraphqlOperation, GraphqlResult } from './ssr';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What a visitor may miss at most: a page is kept for 0.4 of it after its render began and the public
 * reads it was rendered from for as long, leaving a fifth for the render that follows. */
export const PUBLIC_STALENESS_MS = 1000;
const KEPT_SHARE = 0.4;

/** A public page as sent: its status, HTML and Content-Security-Policy (with the hashes of its own
 * inline code), and the ETag of its HTML. */
export interface CachedPage {
  status: number;
  html: Buffer;
  policy: string;
  etag: string;
  /** The route the page matched, for the metrics. */
  route?: string;
}

export type PageEncoding = 'br' | 'gzip';

interface Kept<T> {
  value: T;
  /** When the load began: what it holds is at least that fresh. */
  loadedAt: number;
  generation: number;
  bytes: number;
}

interface FreshCacheOptions<T> {
  maxAgeMs: number;
  /** Everything kept together, before the least recently used go. */
  maxBytes: number;
  /** Longer keys are loaded each time: no one's way to fill the memory with variants. */
  maxKeyLength: number;
  sizeOf: (value: T) => number;
  now: () => number;
}

/** Values kept per key for `maxAgeMs` after their load began and until `invalidate`; concurrent misses
 * of one key share one load. A load that fails or gives null is not kept. */
class FreshCache<T> {
  private readonly kept = new Map<string, Kept<T>>();
  private readonly loading = new Map<string, { generation: number; value: Promise<T | null> }>();
  private generation = 0;
  private bytes = 0;

  constructor(private readonly options: FreshCacheOptions<T>) {}

  invalidate(): void {
    this.generation += 1;
    this.kept.clear();
    this.bytes = 0;
  }

  /** The fresh value kept at `key`, if any. */
  peek(key: string): T | undefined {
    const kept = this.kept.get(key);
    if (!kept || kept.generation !== this.generation || this.options.now() - kept.loadedAt >= this.options.maxAgeMs)
      return undefined;
    // Most recently used last: the first in the map goes first when memory runs out.
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept.value;
  }

  /** The value at `key`, loaded when none is fresh; kept when it is worth keeping. */
  async get(key: string, load: () => Promise<T | null>, worthKeeping = (_value: T) => true): Promise<T | null> {
    if (key.length > this.options.maxKeyLength) return load();
    const fresh = this.peek(key);
    if (fresh !== undefined) return fresh;
    const generation = this.generation;
    let pending = this.loading.get(key);
    if (!pending || pending.generation !== generation) {
      const loadedAt = this.options.now();
      const started: { generation: number; value: Promise<T | null> } = {
        generation,
        value: load().then((value) => {
          // A change committed during the load may be missing from it: not kept.
          if (value !== null && worthKeeping(value) && generation === this.generation)
            this.keep(key, value, loadedAt, generation);
          return value;
        }),
      };
      void started.value
        .catch(() => undefined)
        .finally(() => {
          if (this.loading.get(key) === started) this.loading.delete(key);
        });
      this.loading.set(key, started);
      pending = started;
    }
    return pending.value;
  }

  /** Adds to what `key`'s kept value weighs (a compressed copy made later). */
  grow(key: string, value: T, bytes: number): void {
    const kept = this.kept.get(key);
    if (kept?.value !== value) return;
    kept.bytes += bytes;
    this.bytes += bytes;
    this.trim();
  }

  private keep(key: string, value: T, loadedAt: number, generation: number) {
    const replaced = this.kept.get(key);
    if (replaced) this.bytes -= replaced.bytes;
    this.kept.delete(key);
    const bytes = this.options.sizeOf(value);
    this.kept.set(key, { value, loadedAt, generation, bytes });
    this.bytes += bytes;
    this.trim();
  }

  private trim() {
    for (const [key, kept] of this.kept) {
      if (this.bytes <= this.options.maxBytes) break;
      this.kept.delete(key);
      this.bytes -= kept.bytes;
    }
  }
}

export interface PageCacheOptions {
  /** The bound of what a visitor may miss; pages and reads are each kept for 0.4 of it. */
  stalenessMs?: number;
  /** Pages kept together, HTML and compressed copies. */
  maxBytes?: number;
  now?: () => number;
}

/** Server-rendered public pages per address, and the anonymous GraphQL reads they are rendered from per
 * operation, both dropped at once when this instance commits a change (`invalidate`, after every
 * successful mutation) and otherwise kept for 0.4 of `stalenessMs` each: a page is never more than
 * `stalenessMs` (1 s) behind the database, also for a change made through another instance. Concurrent
 * misses of one address share one render. The database, not this cache, decides capacity: a
 * registration never reads a page. */
export class PageCache {
  private readonly pages: FreshCache<CachedPage>;
  private readonly reads: FreshCache<GraphqlResult>;
  private readonly encoded = new WeakMap<CachedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();

  constructor({
    stalenessMs = PUBLIC_STALENESS_MS,
    maxBytes = 32 * 1024 * 1024,
    now = () => performance.now(),
  }: PageCacheOptions = {}) {
    const maxAgeMs = stalenessMs * KEPT_SHARE;
    this.pages = new FreshCache({ maxAgeMs, maxBytes, maxKeyLength: 300, sizeOf: (page) => page.html.length, now });
    this.reads = new FreshCache({
      maxAgeMs,
      maxBytes: maxBytes / 4,
      maxKeyLength: 4000,
      // Its JSON's length: near enough for a bound, and paid once per read kept.
      sizeOf: (result) => JSON.stringify(result).length,
      now,
    });
  }

  /** Something a page may show has changed: nothing read or rendered before is sent again. */
  invalidate(): void {
    this.pages.invalidate();
    this.reads.invalidate();
  }

  /** The page at `key` (its address), rendered by `render` when none is fresh; null when the render
   * gives up (the browser is left to render the page). */
  page(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    return this.pages.get(key, render);
  }

  /** A public read's answer, run by `execute` when none is fresh; answers with errors are not kept. */
  async read(operation: GraphqlOperation, execute: () => Promise<GraphqlResult>): Promise<GraphqlResult> {
    const key = JSON.stringify([operation.operationName, operation.query, operation.variables]);
    const result = await this.reads.get(key, execute, (answer) => !answer.errors?.length);
    return result ?? execute();
  }

  /** The page's body in `encoding` (compressed once per page kept), or as HTML. */
  body(key: string, page: CachedPage, encoding: PageEncoding | null): Promise<Buffer> {
    if (!encoding) return Promise.resolve(page.html);
    let copies = this.encoded.get(page);
    if (!copies) {
      copies = {};
      this.encoded.set(page, copies);
    }
    let copy = copies[encoding];
    if (!copy) {
      copy = compress(page.html, encoding);
      copies[encoding] = copy;
      void copy.then((buffer) => this.pages.grow(key, page, buffer.length));
    }
    return copy;
  }
}

/** After a GraphQL mutation that changed something (any of its fields answered), what is kept goes; a
 * refused one (a wrong password, a form's errors) changes nothing, and so keeps it. */
export function invalidateOnMutation(pageCache: PageCache): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response }) {
          if (operation?.operation !== OperationTypeNode.MUTATION || response.body.kind !== 'single') return;
          const data = response.body.singleResult.data;
          if (data && Object.values(data).some((answer) => answer !== null && answer !== undefined))
            pageCache.invalidate();
        },
      };
    },
  };
}

// The page being answered is a public one (http.ts): the reads it is rendered from may be shared.
const SHARED_PAGE = 'sharedPage';
export const markSharedPage = (response: Response) => void (response.locals[SHARED_PAGE] = true);
export const isSharedPage = (request: Request) => request.res?.locals[SHARED_PAGE] === true;

/** A strong validator of the page's bytes. */
export function etagOf(html: Buffer): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

function compress(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? // Quality 4: 62 kB of /courses in 0.6 ms to 12.3 kB (quality 5: 0.9 ms to 11.5 kB), paid once per
      // page kept but on every render from nothing.
      brotliAsync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(html, { level: 6 });
}
