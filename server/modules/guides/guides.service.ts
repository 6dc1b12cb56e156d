import type { Kysely } from 'kysely';
import type { Places } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { toGuide, toVoyage } from './guides.mappers.ts';
import { GuidesRepository } from './guides.repository.ts';

export interface GuidesQuery {
  search?: string | undefined;
  destination_id?: number | undefined;
  city_id?: number | undefined;
}

/** Ids of the cities of a destination, for lists located by city only. */
function citiesOf(places: Places, destinationId: number): number[] {
  const ids = [...places.cities.values()].filter((c) => c.destination_id === destinationId).map((c) => c.id);
  return ids.length ? ids : [-1];
}

/** Each guide's lowest price a person over their published trips' tiers, in millimes. */
function lowestTripPrices(trips: { guide_id: number | null; price_tiers: string }[]): Map<number, number> {
  const lowest = new Map<number, number>();
  for (const trip of trips) {
    if (trip.guide_id === null) continue;
    for (const tier of JSON.parse(trip.price_tiers) as { price_millimes: number }[]) {
      const known = lowest.get(trip.guide_id);
      if (known === undefined || tier.price_millimes < known) lowest.set(trip.guide_id, tier.price_millimes);
    }
  }
  return lowest;
}

/** Tour guides and their trips (guides.routes.ts declares the calls). */
export class GuidesService {
  private readonly repository: GuidesRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new GuidesRepository(db);
  }

  async guides(query: GuidesQuery) {
    const places = await this.repository.places();
    const rows = await this.repository.guides({
      search: query.search,
      cityId: query.city_id,
      cityIds: query.destination_id === undefined ? undefined : citiesOf(places, query.destination_id),
    });
    const from = lowestTripPrices(await this.repository.tripTiersOf(rows.map((r) => r.id)));
    return { guides: rows.map((r) => toGuide(r, places, from.get(r.id) ?? null)) };
  }

  async guide(id: number) {
    const row = await this.repository.guide(id);
    if (!row) throw notFound('guide_not_found', 'No guide with this id.');
    const [places, voyages] = await Promise.all([this.repository.places(), this.repository.voyagesOf({ guideId: id })]);
    const from = lowestTripPrices(voyages).get(row.id) ?? null;
    return { guide: { ...toGuide(row, places, from), voyages: voyages.map((v) => toVoyage(v, row, places)) } };
  }

  /** Trips, by search or by the destination they leave from. */
  async voyages(query: GuidesQuery) {
    const places = await this.repository.places();
    const [rows, guides, agencies] = await Promise.all([
      this.repository.voyages({
        search: query.search,
        departureCityIds: query.destination_id === undefined ? undefined : citiesOf(places, query.destination_id),
      }),
      this.repository.allGuides(),
      this.repository.tripAgencies(),
    ]);
    const guideById = new Map(guides.map((g) => [g.id, g]));
    const agencyById = new Map(agencies.map((a) => [a.id, a]));
    const leaderOf = (v: { guide_id: number | null; agency_id: number | null }) =>
      v.guide_id !== null ? guideById.get(v.guide_id) : agencyById.get(v.agency_id ?? 0);
    return { voyages: rows.map((v) => toVoyage(v, leaderOf(v), places)) };
  }

  async voyage(id: number) {
    const row = await this.repository.voyage(id);
    if (!row) throw notFound('voyage_not_found', 'No trip with this id.');
    const [places, leader] = await Promise.all([
      this.repository.places(),
      row.guide_id !== null ? this.repository.guide(row.guide_id) : this.repository.agency(row.agency_id ?? 0),
    ]);
    return { voyage: toVoyage(row, leader, places) };
  }
}
