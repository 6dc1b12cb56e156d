import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PartnerSlug } from '../../../../domain/constants.ts';
import { ContactList } from '../../../components/contact-list.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { BlockSkeleton } from '../../../components/skeleton.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { partnerQuery } from '../api/partners.queries.ts';

/** A partner (fuel, telecom, insurance): what it offers travellers and where to find it. */
export function PartnerPage({ slug }: { slug: PartnerSlug }) {
  const { t } = useLingui();
  const locale = useLocale();
  const query = useQuery(partnerQuery(slug));
  const partner = query.data?.partner;
  const name = partner ? localized(partner, 'name', locale) : undefined;
  usePageTitle(name);
  const locations = query.data?.locations ?? [];

  return (
    <>
      <CoverBanner
        title={name ?? t`Partenaires`}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Partenaires` }, ...(name ? [{ label: name }] : [])]}
      />
      <section className="page-section partner">
        {!partner ? (
          query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <div role="status" aria-busy="true">
              <span className="visually-hidden">{t`Chargement`}</span>
              <BlockSkeleton height={300} />
            </div>
          )
        ) : (
          <>
            <SafeHtml className="rich-text" html={localized(partner, 'description', locale)} />
            <ContactList contact={{ phone: partner.phone, fax: null, email: null, website: partner.website }} />
            <h2>
              <Plural value={locations.length} one="# adresse" other="# adresses" />
            </h2>
            <ul className="location-list">
              {locations.map((l) => (
                <li key={l.id} className="location">
                  <h3>{localized(l, 'name', locale)}</h3>
                  <p className="card-meta">
                    {localized(l, 'address', locale)} · {localized(l.city, 'name', locale)}
                  </p>
                  <p>{localized(l, 'services', locale)}</p>
                  <p className="authority-actions">
                    {l.phone && (
                      <a className="button" href={`tel:${l.phone.replace(/\s+/g, '')}`}>
                        <bdi>{l.phone}</bdi>
                      </a>
                    )}
                    <a
                      className="button"
                      href={`https://www.google.com/maps/search/?api=1&query=${l.lat},${l.lng}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Trans>Sur la carte</Trans>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
