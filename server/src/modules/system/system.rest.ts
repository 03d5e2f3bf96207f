import { Router } from 'express';
import type { Services } from '../../app';

export function systemRoutes(services: Services): Router {
  const router = Router();
  router.get('/health', async (_request, response) => {
    const health = await services.system.health();
    response.status(health.database ? 200 : 503).json(health);
  });
  return router;
}
