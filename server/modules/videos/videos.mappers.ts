import type { Video } from '../../../domain/contract/catalogue.ts';
import type { Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toSeo } from '../listings/listing.mappers.ts';

export function toVideo(r: Row<'videos'>): Video {
  return {
    id: r.id,
    slug: r.slug,
    type: r.type,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('description', r.description),
    cover: r.cover,
    vignette: r.vignette,
    videoLink: r.video_link,
    duration: r.duration_seconds,
    views: r.views,
    subject: r.subject,
    seo: toSeo(r.seo),
  } as Video;
}
