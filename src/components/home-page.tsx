import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { HOME_TEXT } from '../../domain/seo.ts';
import { Later } from '../app/staged-render.tsx';
import { useLocale } from '../lib/use-locale.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ActivitiesCarousel } from './extras/activities-carousel.tsx';
import { ArticlesCarousel } from './extras/articles-carousel.tsx';
import { BannerSlider } from './extras/banner-slider.tsx';
import { DestinationChips } from './extras/destination-chips.tsx';
import { GuideSearchForm } from './guide-search-form.tsx';
import { HotelFindBox } from './stay/hotel-find-box.tsx';
import { WhenNear } from './when-near.tsx';

export function HomePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  usePageTitle(HOME_TEXT.title[locale]);

  return (
    <>
      <section className="hero">
        <h1>
          <Trans>La Tunisie, à votre rythme</Trans>
        </h1>
        <p>
          <Trans>Hôtels, médinas, plages et oasis : tout le guide dans votre poche, même sans réseau.</Trans>
        </p>
        <GuideSearchForm inputId="hero-q" className="hero-search" />
      </section>
      <BannerSlider group={0} priority />
      <HotelFindBox id="hotel-find" heading={<Trans>Trouver un hôtel libre à vos dates</Trans>} />
      <Later>
        <section className="home-sections" aria-label={t`Explorer`}>
          {[
            { to: '/{-$lang}/hotels', title: t`Hôtels`, text: t`Des riads de la médina aux resorts de Djerba` },
            {
              to: '/{-$lang}/restaurants',
              title: t`Restaurants`,
              text: t`Couscous, poisson grillé et cafés de la médina`,
            },
            {
              to: '/{-$lang}/maison',
              title: t`Maisons d’hôtes`,
              text: t`Dormir dans un dar, un houch ou une maison d’oasis`,
            },
            { to: '/{-$lang}/events', title: t`Événements`, text: t`Concerts, salons et fêtes, en cours et à venir` },
            { to: '/{-$lang}/activity', title: t`Activités`, text: t`Plongée, quad dans les dunes, hammam, ateliers` },
            { to: '/{-$lang}/musses', title: t`Musées`, text: t`Le Bardo, Carthage, Sousse et leurs mosaïques` },
            {
              to: '/{-$lang}/monument',
              title: t`Monuments et sites`,
              text: t`El Jem, Dougga, Kerkouane et les médinas`,
            },
            { to: '/{-$lang}/festival', title: t`Festivals`, text: t`Carthage, le Sahara à Douz, El Jem symphonique` },
            {
              to: '/{-$lang}/circuits',
              title: t`Circuits`,
              text: t`Plusieurs jours, étape par étape, du nord au Sahara`,
            },
            {
              to: '/{-$lang}/allguides',
              title: t`Guides touristiques`,
              text: t`Des guides agréés qui parlent votre langue`,
            },
            {
              to: '/{-$lang}/agences',
              title: t`Agences de voyage`,
              text: t`Par gouvernorat, avec leurs hôtels partenaires`,
            },
            {
              to: '/{-$lang}/vols',
              title: t`Vols intérieurs`,
              text: t`Entre Tunis, Djerba, Tozeur et les autres aéroports`,
            },
            {
              to: '/{-$lang}/offres',
              title: t`Offres spéciales`,
              text: t`Remises des hôtels, restaurants et maisons d’hôtes`,
            },
            {
              to: '/{-$lang}/vehicules',
              title: t`Location de voitures et de bus`,
              text: t`Voitures et bus libres à vos dates, prix par jour`,
            },
            { to: '/{-$lang}/videos', title: t`Vidéos`, text: t`La Tunisie en courtes vidéos, avant de partir` },
            {
              to: '/{-$lang}/secour',
              title: t`Numéros d’urgence`,
              text: t`Police, protection civile, SAMU, même hors ligne`,
            },
          ].map((tile) => (
            <Link key={tile.to} to={tile.to as '/{-$lang}/hotels'} params={{ lang }} className="home-tile">
              <span className="home-tile-title">{tile.title}</span>
              <span>{tile.text}</span>
            </Link>
          ))}
        </section>
      </Later>
      <WhenNear>
        <div className="page-extras">
          <DestinationChips />
          <ActivitiesCarousel />
          <ArticlesCarousel />
        </div>
      </WhenNear>
    </>
  );
}
