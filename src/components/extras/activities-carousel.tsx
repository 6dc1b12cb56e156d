import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { HOME_ACTIVITIES } from '../../../domain/constants.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { formatPrice } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Carousel } from './carousel.tsx';

const SKELETONS = Array.from({ length: 4 }, (_, i) => ({
  key: i,
  node: <div className="skeleton slide-skeleton" />,
  hidden: true,
}));

/** Up to 6 activities in a carousel (1.5 per view on phones and tablets, 3.5 on desktops), and "see all". */
export function ActivitiesCarousel() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const query = useQuery(apiQuery('/utilisateur/allactivity?page=1', 'activitiesPageResponseSchema'));
  const activities = query.data?.activety.data.slice(0, HOME_ACTIVITIES) ?? [];
  if (query.isSuccess && activities.length === 0) return null;
  return (
    <section className="extras-section" aria-labelledby="activities-title">
      <div className="extras-head">
        <h2 id="activities-title">
          <Trans>Activités à ne pas manquer</Trans>
        </h2>
        <Link to="/{-$lang}/activities" params={{ lang }} className="button">
          <Trans>Voir toutes les activités</Trans>
        </Link>
      </div>
      <Carousel
        label={t`Activités`}
        kind="activities"
        slides={
          query.isPending
            ? SKELETONS
            : activities.map((a) => ({
                key: a.id,
                node: (
                  <Link to="/{-$lang}/activity/$id" params={{ lang, id: a.id }} className="slide-card">
                    <img loading="lazy" decoding="async" src={a.cover} alt="" width={800} height={500} />
                    <span className="slide-title">{localized(a, 'title', locale)}</span>
                    <span className="slide-meta">{formatPrice(a.price, locale)}</span>
                  </Link>
                ),
              }))
        }
      />
    </section>
  );
}
