import type { Locale, Localized } from './locales.ts';
import type { StaticPageKind } from './static-pages/index.ts';

/**
 * Titles and descriptions of pages, used by the server to fill `<head>` before any JavaScript
 * runs and by the client to keep `document.title` right after navigation.
 */
export const SITE_NAME: Localized = {
  fr: 'Rihla',
  en: 'Rihla',
  ar: 'رحلة',
  ru: 'Rihla',
  zh: 'Rihla',
  ja: 'Rihla',
  ko: 'Rihla',
};

/** Pages whose head text is fixed and lives here (PAGE_TEXT below). */
export type CoreTextPageKind =
  | 'home'
  | 'hotels'
  | 'hotelFind'
  | 'user'
  | 'guide'
  | 'notFound'
  | 'secour'
  | 'monuments'
  | 'festivals'
  | 'museums'
  | 'events'
  | 'activities'
  | 'restaurants'
  | 'maisons'
  | 'search'
  | 'videos'
  | 'blog'
  | 'vehicles'
  | 'offers'
  | 'guides'
  | 'circuits'
  | 'agencies'
  | 'agencyDirectory'
  | 'weekend'
  | 'hotelDirectory'
  | 'restaurantDirectory'
  | 'itinerary'
  | 'contact'
  | 'flights'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'saved';

/** The pages whose titles live apart from this module (domain/page-text.ts gathers them all). */
export type ApartTextPageKind =
  | 'confirmation'
  | 'cart'
  | 'payment'
  | 'paymentSuccess'
  | 'paymentFailure'
  | 'providerAnswer'
  | 'partnerDecision'
  | 'hotelReservation'
  | 'seatReservation'
  | 'tableReservation'
  | 'circuitReservation'
  | 'circuitConfirmation'
  | 'flightReservation'
  | 'restaurantFind';

/** Pages whose head text is fixed. */
export type TextPageKind = CoreTextPageKind | ApartTextPageKind;
/** Pages about one catalogue item: their head text is the item's name and description. */
export const DETAIL_PAGE_KINDS = [
  'hotel',
  'monument',
  'festival',
  'museum',
  'event',
  'activity',
  'restaurant',
  'maison',
  'craft',
  'wellness',
  'video',
  'tourGuide',
  'voyage',
  'circuit',
  'agency',
  'partner',
  'hotelVideo',
] as const;
export type DetailPageKind = (typeof DETAIL_PAGE_KINDS)[number];
/** A blog article: found by slug in the page's language. */
export type ArticlePageKind = 'article';
/** A destination, governorate or city: found by slug in the list of places. */
export const PLACE_PAGE_KINDS = ['destination', 'state', 'city'] as const;
export type PlacePageKind = (typeof PLACE_PAGE_KINDS)[number];
export type PageKind = TextPageKind | DetailPageKind | StaticPageKind | ArticlePageKind | PlacePageKind;

/** A page's title in every language (its meta description lives in seo-descriptions.ts, for the server only). */
export interface PageText {
  title: Localized;
}

export const HOME_TEXT: PageText = {
  title: {
    fr: 'Guide de voyage et réservations en Tunisie',
    en: 'Tunisia travel guide and bookings',
    ar: 'دليل السفر والحجوزات في تونس',
    ru: 'Путеводитель и бронирование в Тунисе',
    zh: '突尼斯旅游指南与预订',
    ja: 'チュニジア旅行ガイドと予約',
    ko: '튀니지 여행 가이드 및 예약',
  },
};

export const HOTELS_TEXT: PageText = {
  title: {
    fr: 'Hôtels en Tunisie',
    en: 'Hotels in Tunisia',
    ar: 'الفنادق في تونس',
    ru: 'Отели в Тунисе',
    zh: '突尼斯酒店',
    ja: 'チュニジアのホテル',
    ko: '튀니지 호텔',
  },
};

/** `hotels/find/{destination}/…`: the hotels of a destination free for a stay. */
export const HOTEL_FIND_TEXT: PageText = {
  title: {
    fr: 'Hôtels disponibles',
    en: 'Available hotels',
    ar: 'الفنادق المتاحة',
    ru: 'Свободные отели',
    zh: '可预订的酒店',
    ja: '空室のあるホテル',
    ko: '예약 가능한 호텔',
  },
};

export const USER_TEXT: PageText = {
  title: {
    fr: 'Mon espace',
    en: 'My account',
    ar: 'حسابي',
    ru: 'Мой кабинет',
    zh: '我的账户',
    ja: 'マイページ',
    ko: '내 계정',
  },
};

export const GUIDE_TEXT: PageText = {
  title: {
    fr: 'Espace guide',
    en: 'Guide area',
    ar: 'فضاء المرشد',
    ru: 'Раздел гида',
    zh: '导游专区',
    ja: 'ガイド専用ページ',
    ko: '가이드 공간',
  },
};

export const NOT_FOUND_TEXT: PageText = {
  title: {
    fr: 'Page introuvable',
    en: 'Page not found',
    ar: 'الصفحة غير موجودة',
    ru: 'Страница не найдена',
    zh: '页面未找到',
    ja: 'ページが見つかりません',
    ko: '페이지를 찾을 수 없습니다',
  },
};

export const EMERGENCY_NUMBERS_TEXT: PageText = {
  title: {
    fr: 'Numéros d’urgence',
    en: 'Emergency numbers',
    ar: 'أرقام الطوارئ',
    ru: 'Экстренные номера',
    zh: '紧急电话',
    ja: '緊急電話番号',
    ko: '긴급 전화번호',
  },
};

export const MONUMENTS_TEXT: PageText = {
  title: {
    fr: 'Monuments et sites de Tunisie',
    en: 'Monuments and sites of Tunisia',
    ar: 'معالم ومواقع تونس',
    ru: 'Памятники и достопримечательности Туниса',
    zh: '突尼斯古迹与遗址',
    ja: 'チュニジアの遺跡と史跡',
    ko: '튀니지의 유적과 명소',
  },
};

export const FESTIVALS_TEXT: PageText = {
  title: {
    fr: 'Festivals en Tunisie',
    en: 'Festivals in Tunisia',
    ar: 'المهرجانات في تونس',
    ru: 'Фестивали в Тунисе',
    zh: '突尼斯节庆',
    ja: 'チュニジアのフェスティバル',
    ko: '튀니지 축제',
  },
};

export const MUSEUMS_TEXT: PageText = {
  title: {
    fr: 'Musées de Tunisie',
    en: 'Museums of Tunisia',
    ar: 'متاحف تونس',
    ru: 'Музеи Туниса',
    zh: '突尼斯博物馆',
    ja: 'チュニジアの博物館',
    ko: '튀니지 박물관',
  },
};

export const EVENTS_TEXT: PageText = {
  title: {
    fr: 'Événements en Tunisie',
    en: 'Events in Tunisia',
    ar: 'التظاهرات في تونس',
    ru: 'События в Тунисе',
    zh: '突尼斯活动',
    ja: 'チュニジアのイベント',
    ko: '튀니지 이벤트',
  },
};

export const ACTIVITIES_TEXT: PageText = {
  title: {
    fr: 'Activités en Tunisie',
    en: 'Activities in Tunisia',
    ar: 'الأنشطة في تونس',
    ru: 'Развлечения в Тунисе',
    zh: '突尼斯体验活动',
    ja: 'チュニジアのアクティビティ',
    ko: '튀니지 액티비티',
  },
};

export const RESTAURANTS_TEXT: PageText = {
  title: {
    fr: 'Restaurants en Tunisie',
    en: 'Restaurants in Tunisia',
    ar: 'المطاعم في تونس',
    ru: 'Рестораны Туниса',
    zh: '突尼斯餐厅',
    ja: 'チュニジアのレストラン',
    ko: '튀니지 레스토랑',
  },
};

export const MAISONS_TEXT: PageText = {
  title: {
    fr: 'Maisons d’hôtes en Tunisie',
    en: 'Guest houses in Tunisia',
    ar: 'دور الضيافة في تونس',
    ru: 'Гостевые дома в Тунисе',
    zh: '突尼斯民宿',
    ja: 'チュニジアのゲストハウス',
    ko: '튀니지 게스트하우스',
  },
};

export const SEARCH_TEXT: PageText = {
  title: {
    fr: 'Rechercher dans Rihla',
    en: 'Search Rihla',
    ar: 'البحث في رحلة',
    ru: 'Поиск по Rihla',
    zh: '搜索 Rihla',
    ja: 'Rihla で検索',
    ko: 'Rihla 검색',
  },
};

export const VIDEOS_TEXT: PageText = {
  title: {
    fr: 'Vidéos de Tunisie',
    en: 'Videos of Tunisia',
    ar: 'فيديوهات من تونس',
    ru: 'Видео о Тунисе',
    zh: '突尼斯视频',
    ja: 'チュニジアの動画',
    ko: '튀니지 영상',
  },
};

export const BLOG_TEXT: PageText = {
  title: {
    fr: 'Le blog de Rihla',
    en: 'The Rihla blog',
    ar: 'مدوّنة رحلة',
    ru: 'Блог Rihla',
    zh: 'Rihla 博客',
    ja: 'Rihla ブログ',
    ko: 'Rihla 블로그',
  },
};

export const VEHICLES_TEXT: PageText = {
  title: {
    fr: 'Location de voitures et de bus en Tunisie',
    en: 'Car and bus rental in Tunisia',
    ar: 'تأجير السيارات والحافلات في تونس',
    ru: 'Аренда автомобилей и автобусов в Тунисе',
    zh: '突尼斯租车与租巴士',
    ja: 'チュニジアのレンタカー・バス',
    ko: '튀니지 렌터카 및 버스 대여',
  },
};

export const OFFERS_TEXT: PageText = {
  title: {
    fr: 'Offres spéciales en Tunisie',
    en: 'Special offers in Tunisia',
    ar: 'العروض الخاصة في تونس',
    ru: 'Специальные предложения в Тунисе',
    zh: '突尼斯特惠活动',
    ja: 'チュニジアの特別オファー',
    ko: '튀니지 특별 할인',
  },
};

export const GUIDES_TEXT: PageText = {
  title: {
    fr: 'Guides touristiques en Tunisie',
    en: 'Tour guides in Tunisia',
    ar: 'المرشدون السياحيون في تونس',
    ru: 'Гиды в Тунисе',
    zh: '突尼斯导游',
    ja: 'チュニジアのツアーガイド',
    ko: '튀니지 관광 가이드',
  },
};

export const CIRCUITS_TEXT: PageText = {
  title: {
    fr: 'Circuits en Tunisie',
    en: 'Tours of Tunisia',
    ar: 'جولات في تونس',
    ru: 'Туры по Тунису',
    zh: '突尼斯环线游',
    ja: 'チュニジア周遊ツアー',
    ko: '튀니지 일주 여행',
  },
};

export const AGENCIES_TEXT: PageText = {
  title: {
    fr: 'Agences de voyage en Tunisie',
    en: 'Travel agencies in Tunisia',
    ar: 'وكالات الأسفار في تونس',
    ru: 'Турагентства Туниса',
    zh: '突尼斯旅行社',
    ja: 'チュニジアの旅行会社',
    ko: '튀니지 여행사',
  },
};

export const AGENCY_DIRECTORY_TEXT: PageText = {
  title: {
    fr: 'Annuaire des agences de voyage',
    en: 'Directory of travel agencies',
    ar: 'دليل وكالات الأسفار',
    ru: 'Справочник турагентств',
    zh: '旅行社名录',
    ja: '旅行会社一覧',
    ko: '여행사 목록',
  },
};

export const WEEKEND_TEXT: PageText = {
  title: {
    fr: 'Idées de week-end en Tunisie',
    en: 'Weekend ideas in Tunisia',
    ar: 'أفكار لعطلة نهاية الأسبوع في تونس',
    ru: 'Идеи для выходных в Тунисе',
    zh: '突尼斯周末好去处',
    ja: 'チュニジアの週末アイデア',
    ko: '튀니지 주말 여행 아이디어',
  },
};

export const HOTEL_DIRECTORY_TEXT: PageText = {
  title: {
    fr: 'Annuaire des hôtels de Tunisie',
    en: 'Directory of hotels in Tunisia',
    ar: 'دليل فنادق تونس',
    ru: 'Справочник отелей Туниса',
    zh: '突尼斯酒店名录',
    ja: 'チュニジアのホテル一覧',
    ko: '튀니지 호텔 목록',
  },
};

export const RESTAURANT_DIRECTORY_TEXT: PageText = {
  title: {
    fr: 'Annuaire des restaurants de Tunisie',
    en: 'Directory of restaurants in Tunisia',
    ar: 'دليل مطاعم تونس',
    ru: 'Справочник ресторанов Туниса',
    zh: '突尼斯餐厅名录',
    ja: 'チュニジアのレストラン一覧',
    ko: '튀니지 레스토랑 목록',
  },
};

export const ITINERARY_TEXT: PageText = {
  title: {
    fr: 'Itinéraire',
    en: 'Directions',
    ar: 'الاتجاهات',
    ru: 'Как добраться',
    zh: '路线',
    ja: 'ルート案内',
    ko: '길 찾기',
  },
};

export const CONTACT_TEXT: PageText = {
  title: {
    fr: 'Nous contacter',
    en: 'Contact us',
    ar: 'اتصل بنا',
    ru: 'Связаться с нами',
    zh: '联系我们',
    ja: 'お問い合わせ',
    ko: '문의하기',
  },
};

export const SIGN_IN_TEXT: PageText = {
  title: {
    fr: 'Se connecter',
    en: 'Sign in',
    ar: 'تسجيل الدخول',
    ru: 'Вход',
    zh: '登录',
    ja: 'ログイン',
    ko: '로그인',
  },
};

export const SIGN_UP_TEXT: PageText = {
  title: {
    fr: 'Créer un compte',
    en: 'Create an account',
    ar: 'إنشاء حساب',
    ru: 'Регистрация',
    zh: '创建账户',
    ja: 'アカウント作成',
    ko: '계정 만들기',
  },
};

export const FORGOT_PASSWORD_TEXT: PageText = {
  title: {
    fr: 'Mot de passe oublié',
    en: 'Forgotten password',
    ar: 'نسيت كلمة المرور',
    ru: 'Забыли пароль',
    zh: '忘记密码',
    ja: 'パスワードをお忘れの方',
    ko: '비밀번호 찾기',
  },
};

export const RESET_PASSWORD_TEXT: PageText = {
  title: {
    fr: 'Nouveau mot de passe',
    en: 'New password',
    ar: 'كلمة مرور جديدة',
    ru: 'Новый пароль',
    zh: '新密码',
    ja: '新しいパスワード',
    ko: '새 비밀번호',
  },
};

export const SAVED_TEXT: PageText = {
  title: {
    fr: 'Pages enregistrées',
    en: 'Saved pages',
    ar: 'الصفحات المحفوظة',
    ru: 'Сохранённые страницы',
    zh: '已保存的页面',
    ja: '保存したページ',
    ko: '저장한 페이지',
  },
};

export const FLIGHTS_TEXT: PageText = {
  title: {
    fr: 'Vols intérieurs en Tunisie',
    en: 'Domestic flights in Tunisia',
    ar: 'الرحلات الداخلية في تونس',
    ru: 'Внутренние рейсы в Тунисе',
    zh: '突尼斯国内航班',
    ja: 'チュニジア国内線',
    ko: '튀니지 국내선 항공편',
  },
};

/**
 * The head text of the pages whose titles live here. What this module imports stays in every
 * page's first load (it is core: the pages import their titles from it), so the booking and
 * partner pages' titles live apart, with their pages; domain/page-text.ts gathers every page's for
 * the server.
 */
export const PAGE_TEXT: Record<CoreTextPageKind, PageText> = {
  home: HOME_TEXT,
  hotels: HOTELS_TEXT,
  hotelFind: HOTEL_FIND_TEXT,
  user: USER_TEXT,
  guide: GUIDE_TEXT,
  notFound: NOT_FOUND_TEXT,
  secour: EMERGENCY_NUMBERS_TEXT,
  monuments: MONUMENTS_TEXT,
  festivals: FESTIVALS_TEXT,
  museums: MUSEUMS_TEXT,
  events: EVENTS_TEXT,
  activities: ACTIVITIES_TEXT,
  restaurants: RESTAURANTS_TEXT,
  maisons: MAISONS_TEXT,
  search: SEARCH_TEXT,
  videos: VIDEOS_TEXT,
  blog: BLOG_TEXT,
  vehicles: VEHICLES_TEXT,
  offers: OFFERS_TEXT,
  guides: GUIDES_TEXT,
  circuits: CIRCUITS_TEXT,
  agencies: AGENCIES_TEXT,
  agencyDirectory: AGENCY_DIRECTORY_TEXT,
  weekend: WEEKEND_TEXT,
  hotelDirectory: HOTEL_DIRECTORY_TEXT,
  restaurantDirectory: RESTAURANT_DIRECTORY_TEXT,
  itinerary: ITINERARY_TEXT,
  contact: CONTACT_TEXT,
  flights: FLIGHTS_TEXT,
  signIn: SIGN_IN_TEXT,
  signUp: SIGN_UP_TEXT,
  forgotPassword: FORGOT_PASSWORD_TEXT,
  resetPassword: RESET_PASSWORD_TEXT,
  saved: SAVED_TEXT,
};

export function documentTitle(pageTitle: string, locale: Locale): string {
  return `${pageTitle} · ${SITE_NAME[locale]}`;
}
