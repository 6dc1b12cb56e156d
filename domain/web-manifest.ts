import { DEFAULT_LOCALE, directionOf, type Locale, type Localized } from './locales.ts';

/** The installed app's name and words in each language (spec §1: seven languages, French first). */
const NAME: Localized = {
  fr: 'Rihla — Tunisie',
  en: 'Rihla — Tunisia',
  ar: 'رحلة — تونس',
  ru: 'Rihla — Тунис',
  zh: 'Rihla — 突尼斯',
  ja: 'Rihla — チュニジア',
  ko: 'Rihla — 튀니지',
};
const SHORT_NAME: Localized = {
  fr: 'Rihla',
  en: 'Rihla',
  ar: 'رحلة',
  ru: 'Rihla',
  zh: 'Rihla',
  ja: 'Rihla',
  ko: 'Rihla',
};
const DESCRIPTION: Localized = {
  fr: 'Guide de voyage et réservations en Tunisie, en sept langues, même hors connexion.',
  en: 'Travel guide and bookings in Tunisia, in seven languages, even offline.',
  ar: 'دليل سفر وحجوزات في تونس بسبع لغات، حتى دون اتصال بالإنترنت.',
  ru: 'Путеводитель и бронирование в Тунисе на семи языках, даже без интернета.',
  zh: '突尼斯旅行指南与预订，支持七种语言，离线也能用。',
  ja: 'チュニジアの旅行ガイドと予約。7 か国語対応、オフラインでも使えます。',
  ko: '7개 언어로 제공되는 튀니지 여행 가이드와 예약, 오프라인에서도 사용할 수 있습니다.',
};
const EMERGENCY: Localized = {
  fr: 'Numéros d’urgence',
  en: 'Emergency numbers',
  ar: 'أرقام الطوارئ',
  ru: 'Экстренные номера',
  zh: '紧急电话',
  ja: '緊急連絡先',
  ko: '긴급 전화번호',
};
const HOTELS: Localized = {
  fr: 'Hôtels',
  en: 'Hotels',
  ar: 'الفنادق',
  ru: 'Отели',
  zh: '酒店',
  ja: 'ホテル',
  ko: '호텔',
};
const SAVED: Localized = {
  fr: 'Pages enregistrées',
  en: 'Saved pages',
  ar: 'الصفحات المحفوظة',
  ru: 'Сохранённые страницы',
  zh: '已保存的页面',
  ja: '保存したページ',
  ko: '저장한 페이지',
};
const ACCOUNT: Localized = {
  fr: 'Mon espace',
  en: 'My account',
  ar: 'حسابي',
  ru: 'Мой кабинет',
  zh: '我的账户',
  ja: 'マイページ',
  ko: '내 계정',
};

/** The install dialog's pictures of the app, in the manifest's language: home on a phone, hotels on a desktop. */
export const SCREENSHOTS = [
  { form_factor: 'narrow', width: 412, height: 915, page: '', src: (l: Locale) => `/screenshots/${l}-narrow.webp` },
  { form_factor: 'wide', width: 1280, height: 800, page: '/hotels', src: (l: Locale) => `/screenshots/${l}-wide.webp` },
] as const;
const SCREENSHOT_LABEL: Record<(typeof SCREENSHOTS)[number]['form_factor'], Localized> = {
  narrow: {
    fr: 'L’accueil de Rihla : recherche, destinations et activités',
    en: 'Rihla’s home: search, destinations and activities',
    ar: 'الصفحة الرئيسية لرحلة: البحث والوجهات والأنشطة',
    ru: 'Главная Rihla: поиск, направления и развлечения',
    zh: 'Rihla 首页：搜索、目的地和活动',
    ja: 'Rihla のホーム：検索、目的地、アクティビティ',
    ko: 'Rihla 홈: 검색, 여행지, 액티비티',
  },
  wide: {
    fr: 'Les hôtels de Tunisie, avec leurs prix et leurs photos',
    en: 'Hotels across Tunisia, with their prices and photos',
    ar: 'فنادق تونس بأسعارها وصورها',
    ru: 'Отели Туниса с ценами и фотографиями',
    zh: '突尼斯各地酒店，附价格和照片',
    ja: 'チュニジア各地のホテル、料金と写真つき',
    ko: '튀니지 곳곳의 호텔, 가격과 사진까지',
  },
};

export const THEME_COLOR = '#0d5c8c';
export const BACKGROUND_COLOR = '#fbf7f0';

/** The web app manifest of one language: the installed app opens in it and names itself in it. */
export function webManifest(locale: Locale) {
  const base = locale === DEFAULT_LOCALE ? '/fr' : `/${locale}`;
  const icon = (src: string) => [{ src, sizes: '192x192', type: 'image/png' }];
  return {
    id: '/',
    name: NAME[locale],
    short_name: SHORT_NAME[locale],
    description: DESCRIPTION[locale],
    lang: locale,
    dir: directionOf(locale),
    start_url: base,
    scope: '/',
    display: 'standalone' as const,
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: SCREENSHOTS.map((shot) => ({
      src: shot.src(locale),
      sizes: `${shot.width}x${shot.height}`,
      type: 'image/webp',
      form_factor: shot.form_factor,
      label: SCREENSHOT_LABEL[shot.form_factor][locale],
    })),
    shortcuts: [
      { name: EMERGENCY[locale], url: `${base}/secour`, icons: icon('/icons/icon-192.png') },
      { name: SAVED[locale], url: `${base}/hors-connexion`, icons: icon('/icons/icon-192.png') },
      { name: HOTELS[locale], url: `${base}/hotels`, icons: icon('/icons/icon-192.png') },
      { name: ACCOUNT[locale], url: `${base}/user`, icons: icon('/icons/icon-192.png') },
    ],
  };
}
