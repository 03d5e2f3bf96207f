import type { AppModule } from '../../core/module';
import { GeocodeCache } from './geocode-cache.entity';
import { GeocodingResolver } from './geocoding.resolver';
import { GeocodingService } from './geocoding.service';

declare module '../../core/services' {
  interface Services {
    geocoding: GeocodingService;
  }
}

/** Addresses looked up on the map (Nominatim-compatible), cached in the database. */
export const geocodingModule: AppModule = {
  name: 'geocoding',
  entities: [GeocodeCache],
  resolvers: [GeocodingResolver],
  services: ({ config, dataSource, logger }) => ({
    geocoding: new GeocodingService(
      dataSource,
      { url: config.geocoderUrl, timeoutMs: config.geocoderTimeoutMs, userAgent: `kurzy (${config.publicUrl})` },
      logger,
    ),
  }),
};
