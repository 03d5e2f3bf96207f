// Picture files in an S3-compatible store (AWS S3, MinIO, Ceph...), chosen by STORAGE_URL: every
// instance reads and writes the same files, so any of them serves a picture another one stored.
// Credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the AWS SDK's own chain (a profile,
// the machine's role).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../core/config';
import { assertValidKey, contentTypeOf, type FileStorage, isValidKey, type StoredFile } from './upload.storage';

/** What /public sends with every file: names are generated and never reused, so a file never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the private store's objects carry, should anyone ever reach one: kept by no cache. */
const PRIVATE = 'private, no-store';

/** A stored file as /public sends it; `body` only when asked for. */
export interface StoredObject {
  body?: Readable;
  size: number;
  contentType: string;
  etag?: string;
  lastModified?: Date;
}

/** What the browser already has (If-None-Match, If-Modified-Since): the store then answers 304. */
export interface ReadConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    readonly config: S3Config,
    /** The private store (PRIVATE_STORAGE_URL): objects marked uncacheable, never redirected to. */
    private readonly privateFiles = false,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.credentials && { credentials: config.credentials }),
      ...(config.endpoint && {
        endpoint: config.endpoint,
        // Most S3-compatible services know buckets by path, not by host name.
        forcePathStyle: true,
        // The SDK's default checksums go in a streaming trailer that MinIO's older versions, Ceph and
        // the fakes refuse; TLS and the MD5 ETag guard the bytes anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      // A store that does not answer fails the request instead of holding it (and the upload) forever.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    });
  }

  /** The object's name in the bucket: the key under the prefix. */
  private objectKey(key: string): string {
    assertValidKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }

  /** Every stored key under the prefix (the prefix taken off), one page of the listing at a time;
   * objects no key could name (a console's folder marker, someone else's file) are left out. */
  async *listKeys(): AsyncGenerator<string> {
    const folder = this.config.prefix ? `${this.config.prefix}/` : '';
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.config.bucket, ...(folder && { Prefix: folder }) },
    );
    for await (const page of pages)
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(folder.length);
        if (key !== undefined && isValidKey(key)) yield key;
      }
  }

  /** Where /public/<key> redirects to (STORAGE_PUBLIC_URL); null: the app sends the file itself. */
  publicUrlOf(key: string): string | null {
    return this.config.publicUrl === null || this.privateFiles ? null : `${this.config.publicUrl}/${key}`;
  }

  /** One PUT of the bytes as they are (no copy): an object appears whole or not at all. */
  async put(key: string, data: Buffer): Promise<void> {
    await this.putBody(key, data, data.length);
  }

  /** A file streamed to the store as it is read (storage:migrate); its size must be known up front. */
  async putStream(key: string, stream: Readable, size: number): Promise<void> {
    await this.putBody(key, stream, size);
  }

  private async putBody(key: string, body: Buffer | Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: size,
        ContentType: contentTypeOf(key),
        // The same headers when a CDN or the bucket serves it (STORAGE_PUBLIC_URL).
        CacheControl: this.privateFiles ? PRIVATE : IMMUTABLE,
      }),
    );
  }

  /** S3 answers a DELETE of a missing object as a success too. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async get(key: string): Promise<StoredFile | null> {
    const found = await this.read(key, {}, true);
    if (found === null || found === 'not-modified' || !found.body) return null;
    return { body: found.body, size: found.size, contentType: found.contentType };
  }

  /** The stored size, or null when there is no such file. */
  async size(key: string): Promise<number | null> {
    const found = await this.read(key, {}, false);
    return found === null || found === 'not-modified' ? null : found.size;
  }

  /** The file with its body (a stream from the store: whoever takes it must read or destroy it), or
   * without (`withBody: false`, a HEAD); null when missing; 'not-modified' when the conditions say
   * the caller has it already. */
  async read(
    key: string,
    conditions: ReadConditions,
    withBody: boolean,
  ): Promise<StoredObject | 'not-modified' | null> {
    const input = {
      Bucket: this.config.bucket,
      Key: this.objectKey(key),
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince: conditions.ifModifiedSince,
    };
    try {
      const answer = withBody
        ? await this.client.send(new GetObjectCommand(input))
        : await this.client.send(new HeadObjectCommand(input));
      return {
        body: 'Body' in answer ? (answer.Body as Readable | undefined) : undefined,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(key),
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  }
}
