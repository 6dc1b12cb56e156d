import { allLanguages } from '../../static-page.ts';
import ar from './ar.ts';
import en from './en.ts';
import fr from './fr.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import ru from './ru.ts';
import zh from './zh.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. Every language: the server's head text and tests; the browser loads one language (src/features/static-pages/load-static-page.ts). */
export const LOCALISATION = allLanguages({ fr, en, ar, ru, zh, ja, ko });
