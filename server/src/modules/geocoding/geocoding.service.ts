import { requiredText } from '@kurzy/common';
import { DataSource } from 'typeorm';
import * as yup from 'yup';
import { Actor, authorize } from '../../core/actor';
import type { Logger } from '../../core/logger';
import { validateInput } from '../../core/validation';
import { GEOCODE_WARNINGS, LocationStatus, normalizeAddress } from './geocoding.location';

export interface GeocoderOptions {
  /** A Nominatim-compatible search endpoint. */
  url: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
}

export interface Located {
  status: LocationStatus;
  /** [latitude, longitude] when found. */
  location: [number, number] | null;
}

export interface GeocodeResult {
  address: string;
  location: [number, number] | null;
  warning: string | null;
}

/** A Nominatim answer with limit=1 is about a kilobyte; anything far beyond is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** How long an address that was not found stays not found before it is asked for again. */
const NOT_FOUND_KEPT = '1 day';

const addressSchema = yup.object({ address: requiredText(300) });

/** Address search (geocoding) for branch maps, through a Nominatim-compatible service, with the
 * answers cached in the database. It never throws for the service's sake: a timeout, an error
 * status or a strange answer come back as `unavailable`, so the caller saves without a location. */
export class GeocodingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: GeocoderOptions,
    private readonly logger: Logger,
  ) {}

  /** The `geocode` query of the back-office (staff only). */
  async geocode(actor: Actor, address: unknown): Promise<GeocodeResult> {
    authorize(actor, 'address.lookup');
    const values = await validateInput(addressSchema, { address });
    const { status, location } = await this.locate(values.address);
    return {
      address: values.address,
      location,
      warning: status === LocationStatus.found ? null : GEOCODE_WARNINGS[status],
    };
  }

  async locate(address: string): Promise<Located> {
    const query = normalizeAddress(address);
    const cached: { latitude: number | null; longitude: number | null }[] = await this.dataSource.query(
      `SELECT latitude, longitude FROM geocode_cache
        WHERE query = $1 AND (latitude IS NOT NULL OR checked_at > now() - interval '${NOT_FOUND_KEPT}')`,
      [query],
    );
    const hit = cached[0];
    if (hit)
      return hit.latitude === null || hit.longitude === null
        ? { status: LocationStatus.not_found, location: null }
        : { status: LocationStatus.found, location: [hit.latitude, hit.longitude] };
    const answer = await this.ask(address.trim().replace(/\s+/g, ' '));
    if (answer.status !== LocationStatus.unavailable)
      await this.dataSource.query(
        `INSERT INTO geocode_cache (query, latitude, longitude) VALUES ($1, $2, $3)
         ON CONFLICT (query) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude, checked_at = now()`,
        [query, answer.location?.[0] ?? null, answer.location?.[1] ?? null],
      );
    return answer;
  }

  private async ask(address: string): Promise<Located> {
    const unavailable = (reason: string): Located => {
      this.logger.warn(`Address search failed (${reason}); saving without a location`);
      return { status: LocationStatus.unavailable, location: null };
    };
    const url = new URL(this.options.url);
    url.searchParams.set('format', 'json');
    url.searchParams.set('q', address);
    url.searchParams.set('limit', '1');
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'accept-language': 'cs', 'user-agent': this.options.userAgent },
        // Covers the body too: a server that stalls half-way is cut off as well.
        signal: AbortSignal.timeout(this.options.timeoutMs),
        // Only the configured service is ever asked: a redirect (to a loopback or internal address)
        // is an error, not a second request (issue 21).
        redirect: 'manual',
      });
      if (!response.ok) {
        await response.body?.cancel();
        return unavailable(`HTTP ${response.status}`);
      }
      const body = await readLimited(response, MAX_ANSWER_BYTES);
      if (body === null) return unavailable(`an answer over ${MAX_ANSWER_BYTES} bytes`);
      const results: unknown = JSON.parse(body);
      if (!Array.isArray(results)) return unavailable('not a list');
      if (results.length === 0) return { status: LocationStatus.not_found, location: null };
      const { lat, lon } = (results[0] ?? {}) as { lat?: unknown; lon?: unknown };
      const latitude = Number(lat);
      const longitude = Number(lon);
      if (
        lat === null ||
        lon === null ||
        !Number.isFinite(latitude) ||
        !Number.isFinite(longitude) ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      )
        return unavailable('no coordinates in the answer');
      return { status: LocationStatus.found, location: [latitude, longitude] };
    } catch (error) {
      const { name, cause } = error as Error;
      if (name === 'TimeoutError') return unavailable(`no answer in ${this.options.timeoutMs} ms`);
      return unavailable(String(cause ?? error));
    }
  }
}

/** The body as text, or null (and the rest left unread) once it passes `limit` bytes. */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) {
      await response.body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
