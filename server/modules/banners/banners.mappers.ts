import type { Banner } from '../../../domain/contract/catalogue.ts';
import type { Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';

export function toBanner(r: Row<'banners'>): Banner {
  return {
    id: r.id,
    type: r.type,
    source: r.source,
    source_mobile: r.source_mobile,
    link: r.link,
    ...flattenLocalized('alt', r.alt),
  } as Banner;
}
