// One access log line per request, and its metrics. The line holds no personal data: no query string
// (a parent's token or an e-mail could be in it), the secret segments of paths replaced (a parent's
// personal link and calendars, an invitation, a thank-you page's key, a card payment's return page),
// no names or e-mails (bodies are never logged), and the client's address cut to its network (/24,
// IPv6 /48): enough to see that a flood comes from one place, not who is behind it.
import { isIP } from 'node:net';
import type { Request, Response } from 'express';
import type { Logger } from './logger';
import { plainAddress, type Metrics } from './metrics';
import { clientAddress } from './request-context';
import { requestIdOf } from './request-scope';

/** Paths whose segment is a credential, with what stands for it in a log line. */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/moje-prihlasky(?:\/potvrzeni-emailu)?)\/[^/]+/, '$1/:token'],
  [/^(\/api\/parents\/calendar)\/[^/]+?(\.ics$|\/|$)/, '$1/:token$2'],
  [/^(\/admin\/nastavit-heslo)\/[^/]+/, '$1/:token'],
  [/^(\/registration\/thanks)\/[^/]+/, '$1/:key'],
  [/^(\/platba-kartou|\/api\/parents\/card-payment)\/[^/]+/, '$1/:id'],
];

/** A segment that looks like a random token (mixed case and digits, 20+ characters) or an address. */
const TOKEN_LIKE = /^(?=[^/]*[0-9])(?=[^/]*[A-Z])[A-Za-z0-9_~.-]{20,}$/;

const MAX_PATH = 200;

/** The path of a request as a log line may hold it. */
export function loggedPath(url: string): string {
  // Most requests of all, and nothing in it to hide.
  if (url === '/graphql') return url;
  let path = url.split('?', 1)[0] ?? '';
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  path = path
    .split('/')
    .map((segment) =>
      segment.includes('@') || segment.includes('%40') ? ':email' : TOKEN_LIKE.test(segment) ? ':token' : segment,
    )
    .join('/');
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

/** The route table's paths of server-rendered pages, as the renderer matched them (labelRoute). */
const pageRoutes = new WeakMap<Request, string>();
const PAGE_ROUTE = /^(\*|(\/[A-Za-z0-9_:?*-]*){1,8})$/;

/** Names the client route a server-rendered page matched (`/course/:id`), for the metrics. */
export function labelRoute(request: Request, route: string): void {
  if (PAGE_ROUTE.test(route)) pageRoutes.set(request, route);
}

/** The route template for the metrics, from a bounded set: the REST route matched, the page's route,
 * else the kind. */
export function routeLabel(request: Request, path: string): string {
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path === '/metrics') return '/metrics';
  if (path.startsWith('/api/'))
    return typeof request.route?.path === 'string' ? `/api${request.route.path}` : '/api/(unmatched)';
  if (path.startsWith('/public/')) return '/public/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  const page = pageRoutes.get(request);
  if (page) return page === '*' ? '(not found)' : page;
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  return '/*';
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The GraphQL operation of a request, as it names itself (null: anonymous); read after the body was. */
export function graphqlOperation(request: Request): string | null {
  const source: unknown = request.method === 'GET' ? request.query : request.body;
  if (Array.isArray(source)) return 'batch';
  if (!source || typeof source !== 'object') return null;
  const { operationName, query } = source as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName !== '')
    return OPERATION_NAME.test(operationName) ? operationName : 'invalid';
  if (typeof query === 'string') return NAMED_OPERATION.exec(query.slice(0, 1000))?.[1] ?? null;
  return null;
}

/** The last address asked about and its network: a keep-alive connection asks again and again. */
let lastNetwork = { address: '', network: 'unknown' };

/** The client's network: IPv4 /24, IPv6 /48. */
export function clientNetwork(address: string): string {
  if (address !== lastNetwork.address) lastNetwork = { address, network: networkOf(address) };
  return lastNetwork.network;
}

function networkOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(plain) === 6) {
    const [head = '', tail = ''] = plain.split('::');
    const groups = head.split(':').filter(Boolean);
    const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
    const full = [...groups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail.split(':').filter(Boolean)];
    return `${full.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

/** Probes ask every few seconds: their answers are counted, not logged, unless they fail. */
const QUIET = new Set(['/api/health', '/api/ready', '/metrics']);

/** Logs a request once it is answered (or abandoned, 499) and counts it in the metrics; `started` is
 * performance.now() when it came. Called from the operations layer's 'close' listener. */
export type RequestRecorder = (request: Request, response: Response, started: number) => void;

export function accessLog(logger: Logger, metrics?: Metrics): RequestRecorder {
  return (request, response, started) => record(request, response, started, logger, metrics);
}

function record(request: Request, response: Response, started: number, logger: Logger, metrics?: Metrics) {
  const ms = performance.now() - started;
  const path = loggedPath(request.originalUrl);
  const route = routeLabel(request, path);
  const operation = route === '/graphql' ? graphqlOperation(request) : undefined;
  const status = response.writableFinished ? response.statusCode : 499;
  metrics?.observe({ method: request.method, route, status, seconds: ms / 1000, operation });
  if (QUIET.has(path) && status < 400) return;
  const bytes = Number(response.getHeader('content-length'));
  logger.info('request', {
    reqId: requestIdOf(response),
    method: request.method,
    path,
    route,
    status,
    ms: Math.round(ms * 10) / 10,
    ...(Number.isFinite(bytes) ? { bytes } : {}),
    ...(operation !== undefined ? { operation } : {}),
    client: clientNetwork(clientAddress(request)),
  });
}
