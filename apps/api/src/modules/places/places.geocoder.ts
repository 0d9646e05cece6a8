import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '@propdesk/shared';
import type { FoundPlace } from './places.lookup';

export interface GeocoderOptions {
  /** A Nominatim-compatible service: `{url}/search` and `{url}/reverse`. */
  url: string;
  timeoutMs: number;
}

/** Nominatim sends coordinates as strings ("-17.79"); numbers are accepted too. */
const degrees = z.union([z.number(), z.string().trim().min(1).transform(Number)]);

const nominatimPlace = z.object({
  display_name: z.string().trim().min(1),
  name: z.string().optional(),
  lat: degrees.pipe(latitudeSchema),
  lon: degrees.pipe(longitudeSchema),
  boundingbox: z.tuple([
    degrees.pipe(latitudeSchema),
    degrees.pipe(latitudeSchema),
    degrees.pipe(longitudeSchema),
    degrees.pipe(longitudeSchema),
  ]),
});

const nominatimReverse = z.object({ display_name: z.string().trim().min(1) });

/**
 * The client of an external geocoder (GEOCODER_URL). Every failure (no answer within the
 * timeout, an error status, a body that is not the expected JSON, nothing found) answers null
 * and is logged as a warning without the searched text, so callers fall back to the site's own
 * places and a geocoder outage never fails a request.
 */
export class Geocoder {
  private readonly base: string;

  constructor(
    private readonly options: GeocoderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  }

  /** Places matching `q` (kind 'place', no ids), within the site's countries; null on failure. */
  async search(q: string, limit: number, countryCodes: string[]): Promise<FoundPlace[] | null> {
    const answer = await this.get('search', {
      q,
      format: 'jsonv2',
      limit: String(limit),
      addressdetails: '0',
      ...(countryCodes.length && { countrycodes: countryCodes.join(',') }),
    });
    if (!answer) return null;
    if (!Array.isArray(answer.body)) return this.failed('search', 'not a list');
    const places = answer.body
      .flatMap((item) => {
        const parsed = nominatimPlace.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
      .slice(0, limit)
      .map((item) => ({
        display_name: item.display_name,
        name: item.name?.trim() || item.display_name.split(',')[0]!.trim(),
        lat: item.lat,
        lon: item.lon,
        boundingbox: item.boundingbox,
        kind: 'place' as const,
      }));
    return places.length ? places : this.failed('search', 'no usable place');
  }

  /** The geocoder's name for the address at a point; null on failure. */
  async reverse(point: { latitude: number; longitude: number }): Promise<string | null> {
    const answer = await this.get('reverse', {
      lat: String(point.latitude),
      lon: String(point.longitude),
      format: 'jsonv2',
    });
    if (!answer) return null;
    const parsed = nominatimReverse.safeParse(answer.body);
    return parsed.success ? parsed.data.display_name : this.failed('reverse', 'no address');
  }

  /** The JSON body of a successful answer, or null (logged) for anything else. */
  private async get(
    path: string,
    params: Record<string, string>,
  ): Promise<{ body: unknown } | null> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    try {
      const res = await fetch(url, {
        headers: { 'User-Agent': 'Propdesk', Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        return this.failed(path, `status ${res.status}`);
      }
      return { body: await res.json() };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.options.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : 'unknown error';
      return this.failed(path, reason);
    }
  }

  private failed(path: string, reason: string): null {
    this.log.warn({ geocoder: path, reason }, 'Geocoder failed; using local places');
    return null;
  }
}
