import type { Locale } from '../../../domain/locales.ts';
import type { PartnerKind } from '../../../domain/partners.ts';

/** The words of the e-mails an applicant receives, in the language they applied in. */
export interface ApplicantMailTexts {
  greeting: (name: string) => string;
  signature: string;
  kind: Record<PartnerKind, string>;
  received: { subject: string; body: (kind: string) => string };
  approved: { subject: string; body: (kind: string) => string; space: string };
  rejected: { subject: string; body: (kind: string) => string; reason: (reason: string) => string; again: string };
}

export const APPLICANT_MAILS: Record<Locale, ApplicantMailTexts> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: 'L’équipe Rihla',
    kind: { guide: 'guide certifié', agency: 'agence partenaire' },
    received: {
      subject: 'Rihla : votre candidature est reçue',
      body: (kind) =>
        `Nous avons bien reçu votre candidature comme ${kind}. Nous l’examinons et vous écrivons dès qu’elle est décidée.`,
    },
    approved: {
      subject: 'Rihla : votre candidature est acceptée',
      body: (kind) =>
        `Bonne nouvelle : votre candidature comme ${kind} est acceptée. Votre profil est maintenant public.`,
      space: 'Votre espace partenaire',
    },
    rejected: {
      subject: 'Rihla : votre candidature n’est pas retenue',
      body: (kind) => `Nous ne pouvons pas retenir votre candidature comme ${kind} pour le moment.`,
      reason: (reason) => `Motif : ${reason}`,
      again: 'Vous pouvez la corriger et la présenter à nouveau depuis votre espace partenaire',
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: 'The Rihla team',
    kind: { guide: 'certified guide', agency: 'partner agency' },
    received: {
      subject: 'Rihla: your application has been received',
      body: (kind) =>
        `We have received your application as a ${kind}. We are reviewing it and will write to you as soon as it is decided.`,
    },
    approved: {
      subject: 'Rihla: your application is approved',
      body: (kind) => `Good news: your application as a ${kind} is approved. Your profile is now public.`,
      space: 'Your partner space',
    },
    rejected: {
      subject: 'Rihla: your application was not accepted',
      body: (kind) => `We cannot accept your application as a ${kind} for now.`,
      reason: (reason) => `Reason: ${reason}`,
      again: 'You may correct it and apply again from your partner space',
    },
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    signature: 'فريق رحلة',
    kind: { guide: 'مرشد معتمد', agency: 'وكالة شريكة' },
    received: {
      subject: 'رحلة: تم استلام طلبك',
      body: (kind) => `تلقّينا طلبك بصفة ${kind}. نحن ندرسه وسنراسلك حال البتّ فيه.`,
    },
    approved: {
      subject: 'رحلة: تم قبول طلبك',
      body: (kind) => `خبر سار: تم قبول طلبك بصفة ${kind}. ملفك الآن منشور للعموم.`,
      space: 'فضاء الشريك الخاص بك',
    },
    rejected: {
      subject: 'رحلة: لم يتم قبول طلبك',
      body: (kind) => `لا يمكننا قبول طلبك بصفة ${kind} في الوقت الحالي.`,
      reason: (reason) => `السبب: ${reason}`,
      again: 'يمكنك تصحيحه وتقديمه من جديد من فضاء الشريك',
    },
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    signature: 'Команда Rihla',
    kind: { guide: 'сертифицированный гид', agency: 'агентство-партнёр' },
    received: {
      subject: 'Rihla: ваша заявка получена',
      body: (kind) =>
        `Мы получили вашу заявку (${kind}). Мы её рассматриваем и напишем вам, как только будет принято решение.`,
    },
    approved: {
      subject: 'Rihla: ваша заявка одобрена',
      body: (kind) => `Хорошая новость: ваша заявка (${kind}) одобрена. Ваш профиль теперь опубликован.`,
      space: 'Ваш кабинет партнёра',
    },
    rejected: {
      subject: 'Rihla: ваша заявка не принята',
      body: (kind) => `Сейчас мы не можем принять вашу заявку (${kind}).`,
      reason: (reason) => `Причина: ${reason}`,
      again: 'Вы можете исправить её и подать снова в кабинете партнёра',
    },
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    signature: 'Rihla 团队',
    kind: { guide: '认证导游', agency: '合作旅行社' },
    received: {
      subject: 'Rihla：已收到您的申请',
      body: (kind) => `我们已收到您作为${kind}的申请。我们正在审核，一有结果便会写信通知您。`,
    },
    approved: {
      subject: 'Rihla：您的申请已通过',
      body: (kind) => `好消息：您作为${kind}的申请已通过。您的资料现已公开。`,
      space: '您的合作伙伴空间',
    },
    rejected: {
      subject: 'Rihla：您的申请未获通过',
      body: (kind) => `我们目前无法接受您作为${kind}的申请。`,
      reason: (reason) => `原因：${reason}`,
      again: '您可以在合作伙伴空间修改后重新提交',
    },
  },
  ja: {
    greeting: (name) => `${name} 様`,
    signature: 'Rihla チーム',
    kind: { guide: '認定ガイド', agency: 'パートナー旅行会社' },
    received: {
      subject: 'Rihla：お申し込みを受け付けました',
      body: (kind) => `${kind}としてのお申し込みを受け付けました。審査のうえ、結果が出しだいご連絡します。`,
    },
    approved: {
      subject: 'Rihla：お申し込みが承認されました',
      body: (kind) => `${kind}としてのお申し込みが承認されました。プロフィールが公開されています。`,
      space: 'パートナー用ページ',
    },
    rejected: {
      subject: 'Rihla：お申し込みは承認されませんでした',
      body: (kind) => `現時点では${kind}としてのお申し込みをお受けできません。`,
      reason: (reason) => `理由：${reason}`,
      again: 'パートナー用ページから修正して再度お申し込みいただけます',
    },
  },
  ko: {
    greeting: (name) => `${name}님, 안녕하세요.`,
    signature: 'Rihla 팀',
    kind: { guide: '공인 가이드', agency: '파트너 여행사' },
    received: {
      subject: 'Rihla: 신청서가 접수되었습니다',
      body: (kind) => `${kind} 신청서를 받았습니다. 검토 후 결과가 나오는 대로 연락드리겠습니다.`,
    },
    approved: {
      subject: 'Rihla: 신청이 승인되었습니다',
      body: (kind) => `좋은 소식입니다. ${kind} 신청이 승인되었습니다. 이제 프로필이 공개됩니다.`,
      space: '파트너 공간',
    },
    rejected: {
      subject: 'Rihla: 신청이 승인되지 않았습니다',
      body: (kind) => `현재로서는 ${kind} 신청을 받아들일 수 없습니다.`,
      reason: (reason) => `사유: ${reason}`,
      again: '파트너 공간에서 수정한 뒤 다시 신청할 수 있습니다',
    },
  },
};
