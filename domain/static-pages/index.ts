import { APROPOS } from './content/apropos/index.ts';
import { CGV } from './content/cgv/index.ts';
import { CONFIDENTIALITE } from './content/confidentialite/index.ts';
import { LOCALISATION } from './content/localisation/index.ts';
import { MISSION } from './content/mission/index.ts';
import { TERMES } from './content/termes/index.ts';
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
