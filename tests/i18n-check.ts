/**
 * Fails when the code uses a message no catalog has, or a catalog lacks a translation, copies the
 * French into a non-Latin language, or loses a placeholder: every interface string must exist in
 * all seven languages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '../domain/locales.ts';

interface Entry {
  id: string;
  str: string;
}

function parsePo(file: string): Entry[] {
  const entries: Entry[] = [];
  let current: { id: string; str: string } | null = null;
  let field: 'id' | 'str' | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      if (current) entries.push(current);
      current = { id: unquote(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current) entries.push(current);
  return entries.filter((e) => e.id !== '');
}

// A set, not a count: plural branches repeat a placeholder as often as the language has forms.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort().join(',');
const SAME_IN_ALL_SCRIPTS = new Set(['Wi-Fi', 'Spa', 'Djerba, Sidi Bou Saïd, Tozeur…']);

/**
 * The messages the code uses now, extracted into a scratch catalog: a message written or changed
 * after the last `npm run i18n:extract` is in no catalog, and production would show its id.
 */
function extractedIds(): Set<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-i18n-'));
  const root = process.cwd();
  const config = path.join(dir, 'lingui.config.mjs');
  fs.writeFileSync(
    config,
    `export default ${JSON.stringify({
      rootDir: root,
      locales: ['fr'],
      sourceLocale: 'fr',
      catalogs: [
        { path: path.join(dir, '{locale}', 'messages'), include: ['src', 'domain'].map((d) => path.join(root, d)) },
      ],
      format: 'po',
    })};`,
  );
  try {
    execFileSync('npx', ['lingui', 'extract', '--config', config], { stdio: 'pipe' });
    return new Set(parsePo(path.join(dir, 'fr', 'messages.po')).map((e) => e.id));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The catalogs of lingui.config.ts: the app's, booking's pages', the other reservation pages', the traveller's reservations', the partners', the map's. */
const CATALOGS = ['messages', 'booking', 'reserve', 'wallet', 'partner', 'decision', 'map'];

const problems: string[] = [];
let total = 0;
const catalogued = new Set<string>();
for (const catalog of CATALOGS) {
  const source = parsePo(`locales/fr/${catalog}.po`);
  if (source.length === 0) problems.push(`fr: the source catalog ${catalog} is empty; run npm run i18n:extract`);
  for (const e of source) catalogued.add(e.id);
  total += source.length;
  checkTranslations(catalog, source);
}
for (const id of extractedIds())
  if (!catalogued.has(id))
    problems.push(`fr: ${JSON.stringify(id)} is in the code but in no catalog; run npm run i18n:extract`);

function checkTranslations(catalog: string, source: Entry[]) {
  for (const locale of LOCALES) {
    const entries = new Map(parsePo(`locales/${locale}/${catalog}.po`).map((e) => [e.id, e.str]));
    for (const { id } of source) {
      const str = entries.get(id);
      if (locale === 'fr') continue;
      if (str === undefined || str.trim() === '')
        problems.push(`${locale}: missing translation for ${JSON.stringify(id)}`);
      else if (
        ['ar', 'ru', 'zh', 'ja', 'ko'].includes(locale) &&
        str === id &&
        /\p{L}{3}/u.test(id) &&
        !SAME_IN_ALL_SCRIPTS.has(id)
      )
        problems.push(`${locale}: copy of the French for ${JSON.stringify(id)}`);
      else if (placeholders(str) !== placeholders(id))
        problems.push(`${locale}: placeholders differ in ${JSON.stringify(str)}`);
    }
  }
}
if (problems.length) {
  console.error(`Catalog check failed (${problems.length}):\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`Catalogs complete: ${total} messages in ${LOCALES.length} languages.`);
