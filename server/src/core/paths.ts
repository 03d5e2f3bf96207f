import path from 'node:path';

/** The built client, the same from server/src (tests) and server/dist (production). */
export const CLIENT_DIST = path.resolve(__dirname, '../../../client/dist');

/** schema.graphql at the repository root. */
export const SCHEMA_FILE = path.resolve(__dirname, '../../../schema.graphql');

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Private documents (doctor's certificates): beside `uploads`, never served. */
export const privateFilesDir = (dataDir: string) => path.join(dataDir, 'private');
