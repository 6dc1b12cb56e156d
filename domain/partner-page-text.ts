import type { PageText } from './seo.ts';

/** The operator's decision page's title, apart from seo.ts: only that page's code imports it. */
export const PARTNER_DECISION_TEXT: PageText = {
  title: {
    fr: 'Décider d’une candidature de partenaire',
    en: 'Decide on a partner application',
    ar: 'البتّ في طلب شراكة',
    ru: 'Решение по заявке партнёра',
    zh: '审批合作伙伴申请',
    ja: 'パートナー申請の審査',
    ko: '파트너 신청 결정',
  },
};
