import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import type { Voyage } from '../../../../domain/contract/catalogue.ts';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { circuitQuery, guideQuery } from '../api/guides-and-tours.queries.ts';
import { languageNames, route } from './guide-and-tour-facts.ts';

/** A guide's trip: programme day by day and the price per person by group size. */
function TripCard({ voyage }: { voyage: Voyage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = localized(voyage, 'name', locale);
  // A partner's trip not written in this language reads the guide's own words, said so.
  const written = voyage.written_languages;
  const textLang = written && !written.includes(locale) ? written[0] : undefined;
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <article className="trip">
      <img loading="lazy" decoding="async" src={voyage.cover} alt="" width={800} height={500} className="trip-image" />
      <div className="trip-body">
        <h3>{name}</h3>
        <p className="card-meta">
          <Trans>
            Départ de {localized(voyage.departure_city, 'name', locale)} ·{' '}
            <Plural value={voyage.days.length} one="# jour" other="# jours" />
          </Trans>
        </p>
        {textLang && (
          <p className="card-fact">
            <Trans>Texte écrit par le guide en {names.of(textLang)}, sans traduction.</Trans>
          </p>
        )}
        <div lang={textLang}>
          <SafeHtml className="rich-text" html={localized(voyage, 'description', locale)} />
        </div>
        <ol className="trip-days" lang={textLang}>
          {voyage.days.map((d) => (
            <li key={d.day}>
              <strong>
                <Trans>
                  Jour {formatNumber(d.day, locale)} : {localized(d, 'title', locale)}
                </Trans>
              </strong>
              <p>{localized(d, 'programme', locale)}</p>
            </li>
          ))}
        </ol>
        <table className="price-tiers">
          <caption>{t`Prix par personne`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Groupe`}</th>
              <th scope="col">{t`Prix`}</th>
            </tr>
          </thead>
          <tbody>
            {voyage.prices.map((p) => (
              <tr key={p.number}>
                <td>
                  <Plural value={p.number} one="# personne" other="# personnes" />
                </td>
                <td>{formatPrice(p.price, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <BookingBox
          signInText={t`Connectez-vous pour réserver ce voyage.`}
          item={{ kind: 'voyage', id: String(voyage.id), title: name, image: voyage.cover }}
        />
      </div>
    </article>
  );
}

export function GuideDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/allguides/$id' });
  return (
    <ItemDetail
      query={guideQuery(id)}
      section={{ label: t`Guides touristiques`, to: '/{-$lang}/allguides' }}
      loadingLabel={t`Chargement du guide`}
      content={({ guide: g }) => ({
        title: localized(g, 'name', locale),
        cover: g.photo,
        images: [g.photo],
        place: localized(g.city, 'name', locale),
        descriptionHtml: localized(g, 'bio', locale),
        facts: [
          { label: t`Langues`, value: languageNames(g.languages, locale) },
          { label: t`Spécialités`, value: localized(g, 'specialties', locale) },
          {
            label: t`Expérience`,
            value: <Plural value={g.years_experience} one="# an" other="# ans" />,
          },
          { label: t`Carte professionnelle`, value: <bdi>{g.licence}</bdi> },
        ],
        contact: { phone: g.phone, fax: null, email: g.email, website: null },
        sections: (
          <section aria-labelledby="trips">
            <h2 id="trips">
              <Trans>Ses voyages</Trans>
            </h2>
            {g.voyages.length === 0 ? (
              <p>
                <Trans>Ce guide n’a pas encore publié de voyage.</Trans>
              </p>
            ) : (
              g.voyages.map((v) => <TripCard key={v.id} voyage={v} />)
            )}
          </section>
        ),
      })}
    />
  );
}

export function CircuitDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { slug } = useParams({ from: '/{-$lang}/circuits/$slug' });
  return (
    <ItemDetail
      query={circuitQuery(slug)}
      section={{ label: t`Circuits`, to: '/{-$lang}/circuits' }}
      loadingLabel={t`Chargement du circuit`}
      content={({ circuit: c }) => ({
        title: localized(c, 'name', locale),
        cover: c.cover,
        images: c.images,
        place: route(c, locale),
        descriptionHtml: localized(c, 'description', locale),
        facts: [
          { label: t`Durée`, value: <Plural value={c.days} one="# jour" other="# jours" /> },
          { label: t`À partir de`, value: formatPrice(c.starting_price, locale) },
        ],
        sections: (
          <section aria-labelledby="stops">
            <h2 id="stops">
              <Trans>Étapes</Trans>
            </h2>
            <ol className="stops">
              {c.stops.map((stop, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a city may come back later in the same tour
                <li key={i} className="stop">
                  <strong>{localized(stop.city, 'name', locale)}</strong>
                  <span className="card-meta">
                    <Plural value={stop.nights} one="# nuit" other="# nuits" />
                  </span>
                  <p>{localized(stop, 'note', locale)}</p>
                </li>
              ))}
            </ol>
          </section>
        ),
        booking: (
          <BookingBox
            signInText={t`Connectez-vous pour composer et réserver ce circuit.`}
            item={{ kind: 'circuit', id: String(c.id), title: localized(c, 'name', locale), image: c.cover }}
            chooseOn={{ page: 'circuit', slug: c.slug }}
          />
        ),
      })}
    />
  );
}
