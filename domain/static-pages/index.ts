import { APROPOS } from './content/apropos.ts';
import { CGV } from './content/cgv.ts';
import { CONFIDENTIALITE } from './content/confidentialite.ts';
import { LOCALISATION } from './content/localisation.ts';
import { MISSION } from './content/mission.ts';
import { TERMES } from './content/termes.ts';
import type { StaticPage } from './static-page.ts';

/** The information pages by route, for the server's head text (each page's route loads only its own). */
export const STATIC_PAGES = {
  mission: MISSION,
  apropos: APROPOS,
  cgv: CGV,
  termes: TERMES,
  confidentialite: CONFIDENTIALITE,
  localisation: LOCALISATION,
} satisfies Record<string, StaticPage>;
export type StaticPageKind = keyof typeof STATIC_PAGES;
