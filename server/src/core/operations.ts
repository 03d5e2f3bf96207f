// What an operator runs the app with, around the app itself (http.ts): every request gets an id
// and an access log line and is counted; /metrics is answered to the scraper alone; during a
// shutdown every answer closes its connection, so keep-alive clients move to another instance.
import express, { type Express, type Response } from 'express';
import { accessLog } from './access-log';
import type { Config } from './config';
import type { Logger } from './logger';
import { Metrics, metricsAccess, type MetricsSources } from './metrics';
import { giveRequestId } from './request-scope';

export interface OperationsOptions {
  config: Pick<Config, 'trustProxy' | 'metrics' | 'pgPoolSize'>;
  logger: Logger;
  pool: MetricsSources['pool'];
  activity: MetricsSources['activity'];
  jobs?: MetricsSources['jobs'];
  counters?: MetricsSources['counters'];
  build?: MetricsSources['build'];
}

export interface OperatedApp {
  app: Express;
  metrics: Metrics;
  /** From now on every answer says `Connection: close`. */
  drain(): void;
}

export function withOperations(
  inner: Express,
  { config, logger, pool, activity, jobs, counters, build }: OperationsOptions,
): OperatedApp {
  const metrics = new Metrics({ pool, poolSize: config.pgPoolSize, activity, jobs, counters, build, logger });
  const mayReadMetrics = metricsAccess(config.metrics);
  let draining = false;
  const app = express();
  // The app's routes run in this application: its router is mounted, not the app, so its settings
  // (ETags, proxies, query parser …) are this one's too. A mounted application swaps every request's
  // and response's prototype on the way in and out, and objects whose shape keeps changing slowed
  // every middleware after it: 6% of a staff search's server CPU (issue 28).
  for (const [name, value] of Object.entries(inner.settings as Record<string, unknown>))
    if (!name.endsWith(' fn')) app.set(name, value);
  app.disable('x-powered-by');
  app.set('etag', false);
  // The same client address as the app's (metrics access, the access log's network).
  app.set('trust proxy', config.trustProxy);
  const logRequest = accessLog(logger, metrics);
  // Answers not begun yet when the shutdown starts close their connection too.
  const unanswered = new Set<Response>();
  // Everything a request gets from this layer in one middleware and one listener (three of each cost
  // a staff search 1-2% of its throughput, issue 28).
  app.use((request, response, next) => {
    const started = performance.now();
    giveRequestId(request, response);
    if (draining) response.setHeader('Connection', 'close');
    else unanswered.add(response);
    // 'close' comes once for every answer, sent (after 'finish') or abandoned.
    response.once('close', () => {
      unanswered.delete(response);
      logRequest(request, response, started);
    });
    next();
  });
  // Closed is 404, as if there were nothing: the address tells a stranger nothing.
  app.get('/metrics', async (request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (!mayReadMetrics(request)) {
      response.status(404).type('text/plain; charset=utf-8').send('Nenalezeno.');
      return;
    }
    response.type(metrics.contentType).send(await metrics.text());
  });
  app.use(inner.router);
  return {
    app,
    metrics,
    drain: () => {
      draining = true;
      for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
    },
  };
}
