import { useRef, useState } from 'react';
import type { PictureOwner } from '../../../gql/graphql';
import { UploadError, uploadPicture } from './uploadPicture';

export interface FileUpload {
  key: number;
  name: string;
  size: number;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Two files at a time: steady progress without flooding the server or a slow connection. */
const PARALLEL = 2;

/** A queue of picture uploads with the progress and outcome of each file. */
export function useUploads(
  owner: PictureOwner,
  ownerId: number,
  onBatchDone: (done: number, failed: FileUpload[]) => void,
) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const nextKey = useRef(1);

  const patch = (key: number, change: Partial<FileUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = async (files: File[], onUploaded: () => void) => {
    const batch = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((current) => [
      ...current.filter((upload) => upload.state === 'uploading' || upload.state === 'waiting'),
      ...batch.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        state: 'waiting' as const,
      })),
    ]);
    const queue = [...batch];
    let done = 0;
    const failed: FileUpload[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        patch(key, { state: 'uploading' });
        try {
          await uploadPicture(file, owner, ownerId, (progress) => patch(key, { progress })).done;
          patch(key, { state: 'done', progress: 1 });
          done += 1;
          onUploaded();
        } catch (error) {
          const message = error instanceof UploadError ? error.message : String(error);
          patch(key, { state: 'failed', error: message });
          failed.push({ key, name: file.name, size: file.size, progress: 0, state: 'failed', error: message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
    onBatchDone(done, failed);
  };

  const clearFinished = () => setUploads((current) => current.filter((upload) => upload.state !== 'done'));

  return {
    uploads,
    start,
    clearFinished,
    busy: uploads.some((upload) => upload.state === 'uploading' || upload.state === 'waiting'),
  };
}
