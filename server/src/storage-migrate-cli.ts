// npm run storage:migrate: copies the pictures in DATA_DIR/uploads to the S3-compatible store that
// STORAGE_URL names (before or after switching an installation over to it); safe to run again.
import { loadConfig } from './core/config';
import { uploadsDir } from './core/paths';
import { consoleLogger as logger } from './core/logger';
import { S3Storage } from './modules/uploads/upload.s3-storage';
import { copyUploadsToStore } from './modules/uploads/upload.storage-migrate';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    logger.error('STORAGE_URL is not set: name the store to copy to, e.g. STORAGE_URL=s3://bucket/prefix.');
    return 1;
  }
  const root = uploadsDir(config.dataDir);
  const target = `s3://${config.s3.bucket}/${config.s3.prefix}`;
  logger.info(`Copying the files of ${root} to ${target}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
  const result = await copyUploadsToStore(root, new S3Storage(config.s3), logger);
  for (const file of result.ignored) logger.warn(`Not copied (not a name the app writes): ${file}`);
  logger.info(
    `Copied ${result.copied} file(s); ${result.present} already in the store; ${result.failed} failed; ${result.ignored.length} ignored.`,
  );
  return result.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
