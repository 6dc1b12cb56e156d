import { allLanguages } from '../../static-page.ts';
import ar from './ar.ts';
import en from './en.ts';
import fr from './fr.ts';
import ja from './ja.ts';
import ko from './ko.ts';
import ru from './ru.ts';
import zh from './zh.ts';

/** "À propos": who builds Rihla, what the app offers, how the demo catalogue works, how to reach us. Every language: the server's head text and tests; the browser loads one language (src/features/static-pages/load-static-page.ts). */
export const APROPOS = allLanguages({ fr, en, ar, ru, zh, ja, ko });
