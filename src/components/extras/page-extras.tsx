import { ActivitiesCarousel } from './activities-carousel.tsx';
import { ArticlesCarousel } from './articles-carousel.tsx';
import { BannerSlider } from './banner-slider.tsx';

/** Below every listing (spec §2): up to 6 activities, the latest articles, then the listing banners. */
export function ListingExtras() {
  return (
    <div className="page-extras">
      <ActivitiesCarousel />
      <ArticlesCarousel />
      <BannerSlider group={1} />
    </div>
  );
}

/** Below every item page (spec §2): the latest articles, then the detail banners. */
export function DetailExtras() {
  return (
    <div className="page-extras">
      <ArticlesCarousel />
      <BannerSlider group={2} />
    </div>
  );
}
