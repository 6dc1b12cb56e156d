import type { Kysely } from 'kysely';
import { VIDEOS_PAGE_SIZE } from '../../../domain/contract/catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toVideo } from './videos.mappers.ts';
import { type VideosFilter, VideosRepository } from './videos.repository.ts';

export interface VideosQuery extends VideosFilter {
  page: number;
}

/** The videos (videos.routes.ts declares the calls). */
export class VideosService {
  private readonly videos: VideosRepository;

  constructor(db: Kysely<Database>) {
    this.videos = new VideosRepository(db);
  }

  async videoPage(query: VideosQuery, origin: string) {
    const { rows, total } = await this.videos.page(query, {
      limit: VIDEOS_PAGE_SIZE,
      offset: (query.page - 1) * VIDEOS_PAGE_SIZE,
    });
    const baseUrl = listingUrl(origin, '/utilisateur/videos', { search: query.search, type: query.type });
    return {
      videos: buildPage(rows.map(toVideo), total, { page: query.page, perPage: VIDEOS_PAGE_SIZE, baseUrl }),
    };
  }

  async video(slug: string) {
    const row = await this.videos.bySlug(slug);
    if (!row) throw notFound('video_not_found', 'No video with this slug.');
    return { video: toVideo(row) };
  }
}
