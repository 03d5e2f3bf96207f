import type { ErrorTable } from './kinds';

export enum VideoErrorCode {
  NotFound = 'VIDEO_NOT_FOUND',
}

export const VIDEO_ERRORS = {
  [VideoErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Video nebylo nalezeno.' },
} satisfies ErrorTable<VideoErrorCode>;
