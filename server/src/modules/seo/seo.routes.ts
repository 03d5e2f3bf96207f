import { Router } from 'express';
import type { Logger } from '../../core/logger';
import type { SeoService } from './seo.service';

/** /sitemap.xml and /robots.txt at the root of the site, where crawlers look for them. */
export function seoRoutes(seo: SeoService, logger: Logger): Router {
  const router = Router();
  router.get('/robots.txt', (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/plain; charset=utf-8').send(seo.robots());
  });
  router.get('/sitemap.xml', async (request, response) => {
    try {
      const xml = await seo.sitemap(request);
      response.setHeader('Cache-Control', 'public, max-age=600');
      response.type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      logger.error('The sitemap could not be made', error);
      response.status(503).type('text/plain; charset=utf-8').send('Server není dostupný, na tomto problému pracujeme.');
    }
  });
  return router;
}
