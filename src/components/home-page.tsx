import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { HOME_TEXT } from '../../domain/seo.ts';
import { useLocale } from '../lib/use-locale.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function HomePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  usePageTitle(HOME_TEXT.title[locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    void navigate({ to: '/{-$lang}/hotels', params: { lang }, search: search ? { search } : {} });
  };

  return (
    <>
      <section className="hero">
        <h1>
          <Trans>La Tunisie, à votre rythme</Trans>
        </h1>
        <p>
          <Trans>Hôtels, médinas, plages et oasis : tout le guide dans votre poche, même sans réseau.</Trans>
        </p>
        <form
          className="hero-search"
          role="search"
          method="get"
          action={lang ? `/${lang}/hotels` : '/hotels'}
          onSubmit={submit}
        >
          <label className="visually-hidden" htmlFor="hero-q">
            {t`Rechercher un hôtel ou une destination`}
          </label>
          <input
            id="hero-q"
            name="search"
            type="search"
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t`Djerba, Sidi Bou Saïd, Tozeur…`}
          />
          <button type="submit" className="button button-primary">
            <Trans>Rechercher</Trans>
          </button>
        </form>
      </section>
      <section className="home-sections" aria-label={t`Explorer`}>
        <Link to="/{-$lang}/hotels" params={{ lang }} className="home-tile">
          <span className="home-tile-title">
            <Trans>Hôtels</Trans>
          </span>
          <span>
            <Trans>Des riads de la médina aux resorts de Djerba</Trans>
          </span>
        </Link>
      </section>
    </>
  );
}
