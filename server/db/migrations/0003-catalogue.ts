import type { ColumnDataType, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The rest of the catalogue (spec §3): guest houses, events and weekend ideas, activities, museums,
 * monuments, festivals, guides and their trips, circuits, agencies, vehicles and their bookings,
 * airports, craft and wellness categories, videos, banners, articles, partners, offices and
 * emergency numbers. Localized texts and SEO blocks are JSON text columns (see schema.ts); money is
 * integer millimes; dates are ISO strings, which sort correctly as text on both databases.
 */
type Column = [name: string, type: ColumnDataType, flags?: string];

const localized = (...names: string[]): Column[] => names.map((n) => [n, 'text', 'notnull']);
const place: Column[] = [
  ['destination_id', 'integer', 'notnull ref:destinations'],
  ['city_id', 'integer', 'notnull ref:cities'],
  ['lat', 'double precision', 'notnull'],
  ['lng', 'double precision', 'notnull'],
];
const pictures: Column[] = [
  ['cover', 'text', 'notnull'],
  ['images', 'text', 'notnull'],
  ['vignette', 'text', 'notnull'],
];
const seo: Column = ['seo', 'text', 'notnull'];
const searchText: Column = ['search_text', 'text', 'notnull'];
const slug: Column = ['slug', 'varchar(128)', 'notnull unique'];

const TABLES: [table: string, columns: Column[], indexes?: string[][]][] = [
  [
    'maisons',
    [
      slug,
      ...place,
      ...localized('name', 'address', 'description'),
      searchText,
      ['cover', 'text', 'notnull'],
      ['images', 'text', 'notnull'],
      ['video_link', 'text'],
      ['phone', 'varchar(32)'],
      ['fax', 'varchar(32)'],
      ['email', 'varchar(254)'],
      ['website', 'varchar(254)'],
      ['facilities', 'text', 'notnull'],
      ['boards', 'text', 'notnull'],
      ['is_special', 'integer', 'notnull'],
      ['bookable', 'integer', 'notnull'],
      ['created_at', 'varchar(32)', 'notnull'],
    ],
    [['destination_id']],
  ],
  [
    'maison_rooms',
    [
      ['maison_id', 'integer', 'notnull ref:maisons'],
      ['name', 'text', 'notnull'],
      ['max_capacity', 'integer', 'notnull'],
      ['min_nights', 'integer', 'notnull'],
      ['price_millimes', 'integer', 'notnull'],
      ['count', 'integer', 'notnull'],
    ],
    [['maison_id', 'price_millimes']],
  ],
  [
    'events',
    [
      slug,
      ['kind', 'varchar(16)', 'notnull'],
      ...place,
      ...localized('title', 'address', 'description'),
      searchText,
      ...pictures,
      ['start_at', 'varchar(19)', 'notnull'],
      ['end_at', 'varchar(19)', 'notnull'],
      ['seats', 'integer', 'notnull'],
      ['price_millimes', 'integer', 'notnull'],
      seo,
    ],
    [['kind', 'start_at'], ['destination_id']],
  ],
  [
    'activities',
    [
      slug,
      ...place,
      ...localized('title', 'address', 'description'),
      searchText,
      ...pictures,
      ['end_date', 'varchar(10)', 'notnull'],
      ['numberplaces', 'integer', 'notnull'],
      ['price_millimes', 'integer', 'notnull'],
      ['duration_hours', 'double precision', 'notnull'],
      seo,
    ],
    [['city_id'], ['destination_id']],
  ],
  ...(['museums', 'monuments'] as const).map((table): [string, Column[], string[][]] => [
    table,
    [
      slug,
      ...place,
      ...localized('name', 'address', 'description'),
      ...(table === 'monuments' ? localized('period') : []),
      searchText,
      ...pictures,
      ['opening_hours', 'text'],
      ['price_millimes', 'integer'],
      ['unesco', 'integer', 'notnull'],
      ['phone', 'varchar(32)'],
      ['website', 'varchar(254)'],
      seo,
    ],
    [['destination_id']],
  ]),
  [
    'festivals',
    [slug, ...place, ...localized('name', 'description'), searchText, ...pictures, ['website', 'varchar(254)'], seo],
  ],
  [
    'festival_editions',
    [
      ['festival_id', 'integer', 'notnull ref:festivals'],
      ['year', 'integer', 'notnull'],
      ['start_date', 'varchar(10)', 'notnull'],
      ['end_date', 'varchar(10)', 'notnull'],
      ['highlights', 'text', 'notnull'],
    ],
    [['festival_id', 'year']],
  ],
  [
    'guides',
    [
      slug,
      ['city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'bio', 'specialties'),
      searchText,
      ['photo', 'text', 'notnull'],
      ['languages', 'text', 'notnull'],
      ['phone', 'varchar(32)', 'notnull'],
      ['email', 'varchar(254)', 'notnull'],
      ['licence', 'varchar(40)', 'notnull'],
      ['years_experience', 'integer', 'notnull'],
    ],
  ],
  [
    'voyages',
    [
      slug,
      ['guide_id', 'integer', 'notnull ref:guides'],
      ['departure_city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'description'),
      searchText,
      ...pictures,
      ['seats', 'integer', 'notnull'],
      ['days', 'text', 'notnull'],
      ['price_tiers', 'text', 'notnull'],
      seo,
    ],
    [['guide_id']],
  ],
  [
    'circuits',
    [
      slug,
      ['from_city_id', 'integer', 'notnull ref:cities'],
      ['to_city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'description'),
      searchText,
      ...pictures,
      ['stops', 'text', 'notnull'],
      ['price_from_millimes', 'integer', 'notnull'],
      seo,
    ],
  ],
  [
    'agencies',
    [
      slug,
      ['state_id', 'integer', 'notnull ref:states'],
      ...place,
      ...localized('name', 'address', 'description', 'locality', 'region'),
      searchText,
      ['cover', 'text', 'notnull'],
      ['images', 'text', 'notnull'],
      ['status', 'varchar(16)', 'notnull'],
      ['phone', 'varchar(32)', 'notnull'],
      ['landline', 'varchar(32)'],
      ['fax', 'varchar(32)'],
      ['email', 'varchar(254)'],
      ['website', 'varchar(254)'],
      ['licence', 'varchar(40)', 'notnull'],
    ],
    [['status'], ['city_id']],
  ],
  [
    'agency_hotels',
    [
      ['agency_id', 'integer', 'notnull ref:agencies'],
      ['hotel_id', 'integer', 'notnull ref:hotels'],
    ],
    [['agency_id'], ['hotel_id']],
  ],
  [
    'vehicles',
    [
      ['kind', 'varchar(8)', 'notnull'],
      ['registration_number', 'varchar(16)', 'notnull unique'],
      ['title', 'text', 'notnull'],
      ['marque', 'varchar(60)', 'notnull'],
      ['model', 'varchar(60)', 'notnull'],
      ['year', 'integer', 'notnull'],
      ['kilometers', 'integer', 'notnull'],
      ['seats', 'integer', 'notnull'],
      ['transmission', 'varchar(16)', 'notnull'],
      ['fuel', 'varchar(16)', 'notnull'],
      ['air_conditioning', 'integer', 'notnull'],
      ['city_id', 'integer', 'notnull ref:cities'],
      ['agency_id', 'integer', 'notnull ref:agencies'],
      ['prices', 'text', 'notnull'],
      ['photo', 'text', 'notnull'],
      ['day_price_millimes', 'integer', 'notnull'],
    ],
    [['kind', 'day_price_millimes']],
  ],
  [
    'vehicle_reservations',
    [
      ['vehicle_id', 'integer', 'notnull ref:vehicles'],
      ['start_date', 'varchar(10)', 'notnull'],
      ['end_date', 'varchar(10)', 'notnull'],
      ['status', 'varchar(16)', 'notnull'],
      ['created_at', 'varchar(32)', 'notnull'],
    ],
    [['vehicle_id', 'start_date']],
  ],
  [
    'airports',
    [
      ['iata', 'varchar(3)', 'notnull unique'],
      ['icao', 'varchar(4)', 'notnull'],
      ...localized('name', 'place'),
      ['state_id', 'integer', 'notnull ref:states'],
      ['lat', 'double precision', 'notnull'],
      ['lng', 'double precision', 'notnull'],
      ['international', 'integer', 'notnull'],
    ],
  ],
  [
    'categories',
    [
      ['family', 'varchar(16)', 'notnull'],
      slug,
      ...localized('title', 'description'),
      ['cover', 'text', 'notnull'],
      ['vignette', 'text', 'notnull'],
      seo,
    ],
  ],
  [
    'authorities',
    [
      ['category_id', 'integer', 'notnull ref:categories'],
      slug,
      ['city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'address'),
      ['lat', 'double precision', 'notnull'],
      ['lng', 'double precision', 'notnull'],
      ['phone', 'varchar(32)'],
      ['vignette', 'text', 'notnull'],
    ],
    [['category_id']],
  ],
  [
    'videos',
    [
      slug,
      ['type', 'varchar(32)', 'notnull'],
      ...localized('name', 'description'),
      searchText,
      ['duration_seconds', 'integer', 'notnull'],
      ['views', 'integer', 'notnull'],
      ['subject', 'varchar(128)'],
      ['video_link', 'text', 'notnull'],
      ['cover', 'text', 'notnull'],
      ['vignette', 'text', 'notnull'],
      seo,
    ],
  ],
  [
    'banners',
    [
      ['group_no', 'integer', 'notnull'],
      ['position', 'integer', 'notnull'],
      ['type', 'varchar(8)', 'notnull'],
      ['alt', 'text', 'notnull'],
      ['link', 'varchar(500)', 'notnull'],
      ['source', 'text', 'notnull'],
      ['source_mobile', 'text', 'notnull'],
    ],
  ],
  [
    'articles',
    [
      slug,
      ['published_at', 'varchar(19)', 'notnull'],
      ...localized('title', 'excerpt', 'content'),
      ['featured_image', 'text', 'notnull'],
    ],
    [['published_at']],
  ],
  [
    'partners',
    [
      slug,
      ...localized('name', 'description'),
      ['website', 'varchar(254)', 'notnull'],
      ['phone', 'varchar(32)', 'notnull'],
    ],
  ],
  [
    'partner_locations',
    [
      ['partner_id', 'integer', 'notnull ref:partners'],
      slug,
      ['city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'address', 'services'),
      ['lat', 'double precision', 'notnull'],
      ['lng', 'double precision', 'notnull'],
      ['phone', 'varchar(32)'],
    ],
    [['partner_id']],
  ],
  [
    'offices',
    [
      ['kind', 'varchar(16)', 'notnull'],
      ['slug', 'varchar(128)', 'notnull'],
      ['city_id', 'integer', 'notnull ref:cities'],
      ...localized('name', 'address', 'hours'),
      ['lat', 'double precision', 'notnull'],
      ['lng', 'double precision', 'notnull'],
      ['phone', 'varchar(32)'],
      ['fax', 'varchar(32)'],
      ['email', 'varchar(254)'],
    ],
    [['kind', 'slug']],
  ],
  [
    'emergency_numbers',
    [
      slug,
      ['group_name', 'varchar(16)', 'notnull'],
      ['number', 'varchar(16)', 'notnull'],
      ['position', 'integer', 'notnull'],
      ...localized('label', 'description'),
    ],
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('hotels')
    .addColumn('boards', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  for (const [table, columns, indexes = []] of TABLES) {
    let t = db.schema.createTable(table);
    t = postgres
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    for (const [name, type, flags = ''] of columns) {
      const ref = /ref:(\w+)/.exec(flags)?.[1];
      t = t.addColumn(name, type, (c) => {
        let col = c;
        if (flags.includes('notnull')) col = col.notNull();
        if (flags.includes('unique')) col = col.unique();
        if (ref) col = col.references(`${ref}.id`).onDelete('cascade');
        return col;
      });
    }
    await t.execute();
    for (const columnsOfIndex of indexes)
      await db.schema
        .createIndex(`${table}_${columnsOfIndex.join('_')}_idx`)
        .on(table)
        .columns(columnsOfIndex)
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('hotels').dropColumn('boards').execute();
}
