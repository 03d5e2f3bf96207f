// The part of @20minutes/s3rver (a fake S3 server, no types of its own) that the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo | string>;
    close(): Promise<void>;
  }
}
