// Calls of the REST shim (/api) in tests, answering status and parsed JSON (a file: its text).
import type { RunningApp } from './http';

/** Parsed JSON as assertions read it: field access without a cast at every step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions only
export type AnyJson = any;

export interface RestAnswer<T = AnyJson> {
  status: number;
  body: T;
  headers: Headers;
}

export type RestClient = <T = AnyJson>(
  method: string,
  path: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<RestAnswer<T>>;

export function restClient(app: RunningApp): RestClient {
  return async (method, path, { body, headers = {} } = {}) => {
    const response = await fetch(`${app.url}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // A file (an export, a PDF) answers as its text; everything else is JSON.
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    const parsed: AnyJson = text && json ? JSON.parse(text) : text || undefined;
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

/** `Authorization: Basic` of a username and password. */
export const basicAuth = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});
