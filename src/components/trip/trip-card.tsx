import { Plural, Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Voyage } from '../../../domain/contract/catalogue.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { SafeHtml } from '../safe-html.tsx';
import { PriceTiers, TripProgramme, tripTextLanguage, UntranslatedNote } from './trip-parts.tsx';

/** The page of a trip: under its guide (`allguides/{id}/voyages/{trip}`) or its partner agency (`agences/{slug}/…`). */
export function TripLink({ voyage, className, children }: { voyage: Voyage; className?: string; children: ReactNode }) {
  const { lang } = useParams({ strict: false });
  return voyage.agency ? (
    <Link
      to="/{-$lang}/agences/$slug/voyages/$voyage"
      params={{ lang, slug: voyage.agency.slug, voyage: voyage.id }}
      className={className}
    >
      {children}
    </Link>
  ) : (
    <Link
      to="/{-$lang}/allguides/$id/voyages/$voyage"
      params={{ lang, id: voyage.guide_id ?? 0, voyage: voyage.id }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** A trip on its guide's or agency's page: its programme and prices, and its own page to book it. */
export function TripCard({ voyage }: { voyage: Voyage }) {
  const locale = useLocale();
  return (
    <article className="trip">
      <img loading="lazy" decoding="async" src={voyage.cover} alt="" width={800} height={500} className="trip-image" />
      <div className="trip-body">
        <h3>
          <TripLink voyage={voyage}>{localized(voyage, 'name', locale)}</TripLink>
        </h3>
        <p className="card-meta">
          <Trans>
            Départ de {localized(voyage.departure_city, 'name', locale)} ·{' '}
            <Plural value={voyage.days.length} one="# jour" other="# jours" />
          </Trans>
        </p>
        <UntranslatedNote voyage={voyage} />
        <div lang={tripTextLanguage(voyage, locale)}>
          <SafeHtml className="rich-text" html={localized(voyage, 'description', locale)} />
        </div>
        <TripProgramme voyage={voyage} />
        <PriceTiers voyage={voyage} />
        <p className="booking-note">
          <TripLink voyage={voyage} className="button button-primary">
            <Trans>Voir les départs et réserver</Trans>
          </TripLink>
        </p>
      </div>
    </article>
  );
}
