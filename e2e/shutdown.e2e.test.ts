// A graceful stop (SIGTERM, as a container manager sends it): no new connections, the request in flight
// still answered, exit 0. A second instance on the browser tests' database when there is one (instances
// are interchangeable), else on an embedded database of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedDatabaseUrl, startApp, type AppProcess } from './app-process';

let dataDir: string;
let app: AppProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kurzy-shutdown-'));
  const shared = process.env.E2E_DATA_DIR;
  app = await startApp(dataDir, shared ? { DATABASE_URL: embeddedDatabaseUrl(shared) } : {});
}, 90_000);
afterAll(async () => {
  await app.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the server sends until it closes the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

it('on SIGTERM refuses new connections, answers the request in flight, then exits with 0', async () => {
  const { hostname, port } = new URL(app.url);
  const body = JSON.stringify({ username: 'nikdo', password: 'spatne-heslo-123' });
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = answerOf(socket);
  // Half a request: the server is reading its body when the signal comes.
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `X-Request-Id: slow-in-flight\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await pause(300);
  const exited = app.stop('SIGTERM');
  for (let attempt = 0; attempt < 50 && !app.log().includes('SIGTERM received'); attempt += 1) await pause(100);
  expect(app.log()).toContain('SIGTERM received');
  await pause(300);
  await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();

  socket.write(body.slice(10));
  const text = await answer;
  expect(text).toMatch(/^HTTP\/1\.1 401 /);
  expect(text).toMatch(/^x-request-id: slow-in-flight\r$/im);
  expect(text).toMatch(/^connection: close\r$/im);
  expect(await exited).toBe(0);
  const lines = app
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'request', reqId: 'slow-in-flight', path: '/api/login', status: 401 }),
  );
  // The app's own last word is "Stopped." (the access line of the request answered during shutdown is
  // written asynchronously and may land just after it).
  expect(lines.filter((line) => line.msg !== 'request').at(-1)).toMatchObject({ msg: 'Stopped.' });
}, 60_000);
