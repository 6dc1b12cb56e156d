import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Video } from '../../../domain/contract/catalogue.ts';

/** The type label of a video card (spec §2): hotel, hotel Destination, restaurant…, else "Vidéo". */
export const VIDEO_TYPE_LABELS: Record<Video['type'], MessageDescriptor> = {
  hotel: msg`Hôtel`,
  'hotel Destination': msg`Hôtel · Destination`,
  restaurant: msg`Restaurant`,
  'restaurant Destination': msg`Restaurant · Destination`,
  artisanat: msg`Artisanat`,
  video: msg`Vidéo`,
};
