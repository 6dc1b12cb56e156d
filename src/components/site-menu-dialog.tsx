import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useSessionUser } from '../lib/auth.ts';
import type { FileRoutesByTo } from '../routeTree.gen.ts';
import { MENU_ID } from './layout/site-menu.tsx';

export interface MenuDialogProps {
  open: boolean;
  onClose: () => void;
}

type Section = { to: keyof FileRoutesByTo; label: string };
type Group = { id: string; title: string; sections: Section[] };

/** Every section of the guide, grouped as a traveller looks for them. */
function useMenuGroups(): Group[] {
  const { t } = useLingui();
  const user = useSessionUser();
  return [
    {
      id: 'stay',
      title: t`Se loger`,
      sections: [
        { to: '/{-$lang}/hotels', label: t`Hôtels` },
        { to: '/{-$lang}/maison', label: t`Maisons d’hôtes` },
      ],
    },
    { id: 'eat', title: t`Manger`, sections: [{ to: '/{-$lang}/restaurants', label: t`Restaurants` }] },
    {
      id: 'outings',
      title: t`Sortir`,
      sections: [
        { to: '/{-$lang}/events', label: t`Événements` },
        { to: '/{-$lang}/weekend', label: t`Idées de week-end` },
        { to: '/{-$lang}/activity', label: t`Activités` },
        { to: '/{-$lang}/festival', label: t`Festivals` },
      ],
    },
    {
      id: 'culture',
      title: t`Culture`,
      sections: [
        { to: '/{-$lang}/musses', label: t`Musées` },
        { to: '/{-$lang}/monument', label: t`Monuments et sites` },
      ],
    },
    {
      id: 'craft',
      title: t`Artisanat`,
      sections: [
        { to: '/{-$lang}/jewelry', label: t`Bijoux` },
        { to: '/{-$lang}/chechia', label: t`Chéchia` },
        { to: '/{-$lang}/cuivre', label: t`Cuivre ciselé` },
        { to: '/{-$lang}/pottery', label: t`Poterie et céramique` },
        { to: '/{-$lang}/carpet', label: t`Tapis et kilims` },
        { to: '/{-$lang}/basketry', label: t`Vannerie` },
        { to: '/{-$lang}/leather', label: t`Cuir et maroquinerie` },
      ],
    },
    {
      id: 'wellness',
      title: t`Bien-être`,
      sections: [
        { to: '/{-$lang}/relaxation', label: t`Hammams et spas` },
        { to: '/{-$lang}/health', label: t`Thalassothérapie et cures` },
        { to: '/{-$lang}/aesthetic', label: t`Médecine esthétique` },
        { to: '/{-$lang}/salons', label: t`Salons de beauté et de coiffure` },
        { to: '/{-$lang}/fitness', label: t`Salles de sport` },
      ],
    },
    {
      id: 'guides',
      title: t`Guides et circuits`,
      sections: [
        { to: '/{-$lang}/allguides', label: t`Guides touristiques` },
        { to: '/{-$lang}/circuits', label: t`Circuits` },
        { to: '/{-$lang}/agences', label: t`Agences de voyage` },
      ],
    },
    {
      id: 'transport',
      title: t`Transports`,
      sections: [
        { to: '/{-$lang}/vols', label: t`Vols intérieurs` },
        { to: '/{-$lang}/vehicules', label: t`Location de voitures et de bus` },
      ],
    },
    {
      id: 'practical',
      title: t`Pratique`,
      sections: [
        { to: '/{-$lang}/secour', label: t`Numéros d’urgence` },
        { to: '/{-$lang}/agil', label: t`Carburant (Agil)` },
        { to: '/{-$lang}/tt', label: t`Téléphone et internet (Tunisie Telecom)` },
        { to: '/{-$lang}/gat', label: t`Assurance voyage (GAT)` },
        { to: '/{-$lang}/hors-connexion', label: t`Pages enregistrées` },
        { to: '/{-$lang}/search', label: t`Rechercher` },
      ],
    },
    {
      id: 'read',
      title: t`À lire et à voir`,
      sections: [
        { to: '/{-$lang}/blog', label: t`Blog` },
        { to: '/{-$lang}/videos', label: t`Vidéos` },
      ],
    },
    {
      id: 'account',
      title: t`Compte`,
      sections: user
        ? [
            { to: '/{-$lang}/user', label: t`Mon espace` },
            { to: '/{-$lang}/panier', label: t`Mon panier` },
          ]
        : [
            { to: '/{-$lang}/connexion', label: t`Se connecter` },
            { to: '/{-$lang}/inscription', label: t`Créer un compte` },
            { to: '/{-$lang}/panier', label: t`Mon panier` },
          ],
    },
  ];
}

function MenuLinks() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  return (
    <nav className="site-menu-nav" aria-label={t`Toutes les rubriques`}>
      {useMenuGroups().map((group) => (
        <section key={group.id} className="site-menu-group" aria-labelledby={`site-menu-${group.id}`}>
          <h3 id={`site-menu-${group.id}`}>{group.title}</h3>
          <ul>
            {group.sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to as '/{-$lang}/hotels'} params={{ lang }} activeProps={{ 'aria-current': 'page' }}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * The site's menu, a modal `<dialog>` along the inline end: focus moves into it and stays there;
 * Escape, the close button, a tap outside or on a link close it, and focus goes back to the
 * menu button (the browser's own return of focus). The close button is an HTML invoker too, so
 * the server-rendered menu works before the app loads.
 */
export function MenuDialog({ open, onClose }: MenuDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const close = () => dialog.current?.close();

  // A menu the traveller opened from the server's page before the app had loaded stays open as
  // the app takes over: a closed state is applied only once it has changed.
  const mounting = useRef(true);
  useLayoutEffect(() => {
    const first = mounting.current;
    mounting.current = false;
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && !first && element?.open) element.close();
  }, [open]);
  // The browser's back and forward buttons navigate under an open menu: a new page closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  // A tap on the backdrop (the dialog's own box: the sheet inside covers the rest), or on a link.
  const closeOnLinkOrBackdrop = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target === dialog.current || target.closest('a')) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click too, and Escape closes the dialog natively
    <dialog
      ref={dialog}
      id={MENU_ID}
      className="site-menu"
      aria-labelledby="site-menu-title"
      closedby="any"
      onClose={onClose}
      onClick={closeOnLinkOrBackdrop}
    >
      <div className="site-menu-sheet">
        <div className="site-menu-top">
          <h2 id="site-menu-title">
            <Trans comment="the title of the site’s menu">Menu</Trans>
          </h2>
          <button
            type="button"
            className="site-menu-close"
            command="close"
            commandfor={MENU_ID}
            aria-label={t`Fermer le menu`}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <MenuLinks />
      </div>
    </dialog>
  );
}
