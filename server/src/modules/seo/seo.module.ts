import type { AppModule } from '../../core/module';
import { SeoService } from './seo.service';
import { seoSite } from './seo.site';

declare module '../../core/services' {
  interface Services {
    seo: SeoService;
  }
}

/** Link previews, structured data, the sitemap and robots.txt of the public site. */
export const seoModule: AppModule = {
  name: 'seo',
  services: ({ config }) => ({ seo: new SeoService({ publicUrl: config.publicUrl, siteName: config.operator.name }) }),
  site: seoSite,
};
