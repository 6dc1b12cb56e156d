import type { Locale, Localized } from './locales.ts';

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

export type PageKind = 'home' | 'hotels' | 'hotel' | 'user' | 'guide' | 'notFound';

interface PageText {
  title: Localized;
  description: Localized;
}

export const PAGE_TEXT: Record<Exclude<PageKind, 'hotel'>, PageText> = {
  home: {
    title: {
      fr: 'Guide de voyage et réservations en Tunisie',
      en: 'Tunisia travel guide and bookings',
      ar: 'دليل السفر والحجوزات في تونس',
      ru: 'Путеводитель и бронирование в Тунисе',
      zh: '突尼斯旅游指南与预订',
      ja: 'チュニジア旅行ガイドと予約',
      ko: '튀니지 여행 가이드 및 예약',
    },
    description: {
      fr: 'Hôtels, restaurants, circuits et numéros d’urgence de toute la Tunisie, en sept langues, même hors connexion.',
      en: 'Hotels, restaurants, tours and emergency numbers across Tunisia, in seven languages, even offline.',
      ar: 'فنادق ومطاعم وجولات وأرقام الطوارئ في كامل تونس، بسبع لغات، حتى دون اتصال.',
      ru: 'Отели, рестораны, туры и экстренные номера по всему Тунису на семи языках, даже без сети.',
      zh: '突尼斯全境的酒店、餐厅、线路和紧急电话，七种语言，离线也能用。',
      ja: 'チュニジア全土のホテル、レストラン、ツアー、緊急連絡先を7言語で。オフラインでも使えます。',
      ko: '튀니지 전역의 호텔, 레스토랑, 투어, 긴급 전화번호를 7개 언어로, 오프라인에서도.',
    },
  },
  hotels: {
    title: {
      fr: 'Hôtels en Tunisie',
      en: 'Hotels in Tunisia',
      ar: 'الفنادق في تونس',
      ru: 'Отели в Тунисе',
      zh: '突尼斯酒店',
      ja: 'チュニジアのホテル',
      ko: '튀니지 호텔',
    },
    description: {
      fr: 'Trouvez un hôtel en Tunisie par destination ou par nom, comparez les prix et les équipements.',
      en: 'Find a hotel in Tunisia by destination or name, and compare prices and facilities.',
      ar: 'ابحث عن فندق في تونس حسب الوجهة أو الاسم وقارن الأسعار والمرافق.',
      ru: 'Найдите отель в Тунисе по направлению или названию, сравните цены и удобства.',
      zh: '按目的地或名称查找突尼斯酒店，比较价格和设施。',
      ja: '目的地や名前でチュニジアのホテルを探し、料金と設備を比較できます。',
      ko: '목적지나 이름으로 튀니지 호텔을 찾고 가격과 시설을 비교하세요.',
    },
  },
  user: {
    title: {
      fr: 'Mon espace',
      en: 'My account',
      ar: 'حسابي',
      ru: 'Мой кабинет',
      zh: '我的账户',
      ja: 'マイページ',
      ko: '내 계정',
    },
    description: {
      fr: 'Votre profil et vos réservations Rihla.',
      en: 'Your Rihla profile and reservations.',
      ar: 'ملفك الشخصي وحجوزاتك في رحلة.',
      ru: 'Ваш профиль и бронирования Rihla.',
      zh: '您的 Rihla 个人资料和预订。',
      ja: 'Rihla のプロフィールと予約。',
      ko: 'Rihla 프로필과 예약 내역.',
    },
  },
  guide: {
    title: {
      fr: 'Espace guide',
      en: 'Guide area',
      ar: 'فضاء المرشد',
      ru: 'Раздел гида',
      zh: '导游专区',
      ja: 'ガイド専用ページ',
      ko: '가이드 공간',
    },
    description: {
      fr: 'Publiez vos voyages et gérez vos réservations.',
      en: 'Publish your trips and manage your reservations.',
      ar: 'انشر رحلاتك وأدر حجوزاتك.',
      ru: 'Публикуйте свои поездки и управляйте бронированиями.',
      zh: '发布您的行程并管理预订。',
      ja: 'ツアーを公開し、予約を管理します。',
      ko: '여행 상품을 게시하고 예약을 관리하세요.',
    },
  },
  notFound: {
    title: {
      fr: 'Page introuvable',
      en: 'Page not found',
      ar: 'الصفحة غير موجودة',
      ru: 'Страница не найдена',
      zh: '页面未找到',
      ja: 'ページが見つかりません',
      ko: '페이지를 찾을 수 없습니다',
    },
    description: {
      fr: 'Cette page n’existe pas ou a été déplacée.',
      en: 'This page does not exist or has moved.',
      ar: 'هذه الصفحة غير موجودة أو تم نقلها.',
      ru: 'Эта страница не существует или была перемещена.',
      zh: '此页面不存在或已被移动。',
      ja: 'このページは存在しないか、移動されました。',
      ko: '이 페이지는 존재하지 않거나 이동되었습니다.',
    },
  },
};

export function documentTitle(pageTitle: string, locale: Locale): string {
  return `${pageTitle} · ${SITE_NAME[locale]}`;
}
