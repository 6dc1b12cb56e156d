import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { toCircuit } from './circuits.mappers.ts';
import { CircuitsRepository } from './circuits.repository.ts';

/** Ready-made circuits (circuits.routes.ts declares the calls). */
export class CircuitsService {
  private readonly repository: CircuitsRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new CircuitsRepository(db);
  }

  /** Circuits, by search or by a destination they stop in. */
  async circuits(query: { search?: string | undefined; destination_id?: number | undefined }) {
    const [places, rows] = await Promise.all([this.repository.places(), this.repository.list(query.search)]);
    const circuits = rows.map((r) => toCircuit(r, places));
    const destination = query.destination_id;
    if (destination === undefined) return { circuits };
    const stopsIn = (c: (typeof circuits)[number]) =>
      c.stops.some((s) => places.cities.get(s.city.id)?.destination_id === destination);
    return { circuits: circuits.filter(stopsIn) };
  }

  async circuit(slug: string) {
    const row = await this.repository.bySlug(slug);
    if (!row) throw notFound('circuit_not_found', 'No circuit with this slug.');
    return { circuit: toCircuit(row, await this.repository.places()) };
  }
}
