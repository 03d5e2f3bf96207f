// The seo module's HTTP: /robots.txt and /sitemap.xml at the root of the site, where crawlers look
// for them, and the head tags of every server-rendered public page.
import type { SitePart } from '../../core/site';
import { renderHead } from './seo.head';

export const seoSite: SitePart = {
  documents: [
    {
      path: '/robots.txt',
      contentType: 'text/plain; charset=utf-8',
      maxAgeSeconds: 3600,
      render: ({ services }) => services.seo.robots(),
    },
    {
      path: '/sitemap.xml',
      contentType: 'application/xml; charset=utf-8',
      maxAgeSeconds: 600,
      render: ({ services, graphql }) => services.seo.sitemap(graphql),
    },
  ],
  head: async ({ services, graphql, path, locale }, page) =>
    renderHead(await services.seo.head(graphql, path, page.status, page.title, locale)),
};
