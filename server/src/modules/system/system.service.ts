import { DataSource } from 'typeorm';
import type { OperatorConfig } from '../../core/config';
import type { Health, SiteInfo } from './site-info.type';

/** Facts about the running installation: is it healthy, who operates it. */
export class SystemService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly operator: OperatorConfig,
  ) {}

  async health(): Promise<Health> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    return { status: database ? 'ok' : 'degraded', database };
  }

  siteInfo(): SiteInfo {
    const { name, phone, email, company, companyId, address, facebookUrl, instagramUrl, youtubeUrl } = this.operator;
    return { name, phone, email, company, companyId, address, facebookUrl, instagramUrl, youtubeUrl };
  }
}
