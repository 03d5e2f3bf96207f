// A fake S3 for tests: s3rver (the maintained @20minutes fork) in this process, on a free port,
// keeping its objects in a temporary directory. The app reaches it through S3_ENDPOINT like MinIO.
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The app's variables that reach it (STORAGE_URL names the bucket and prefix). */
  env: Record<string, string>;
  /** A client of the fake, to look at what the app stored. */
  client: S3Client;
  close(): Promise<void>;
}

/** Starts the fake with one empty bucket. */
export async function startFakeS3(bucket = 'kurzy-test'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kurzy-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket's own path as '/bucket' while the AWS SDK v3 sends and signs '/bucket/' (a
    // listing's): it would refuse every ListObjectsV2. The access key is still checked.
    allowMismatchedSignatures: true,
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
