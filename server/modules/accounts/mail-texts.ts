import type { Locale } from '../../../domain/locales.ts';

interface ResetText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** The password-reset e-mail, in the traveller's language. */
export const RESET_MAIL: Record<Locale, ResetText> = {
  fr: {
    subject: 'Rihla : réinitialiser votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous avez demandé à choisir un nouveau mot de passe pour votre compte Rihla.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien ne sert qu’une fois et expire dans une heure.',
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
  },
  en: {
    subject: 'Rihla: reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked to choose a new password for your Rihla account.',
    action: 'Choose a new password',
    expiry: 'This link works once and expires in one hour.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
  ar: {
    subject: 'رحلة: إعادة تعيين كلمة المرور',
    greeting: (name) => `مرحبًا ${name}،`,
    body: 'طلبت اختيار كلمة مرور جديدة لحسابك في رحلة.',
    action: 'اختيار كلمة مرور جديدة',
    expiry: 'يُستعمل هذا الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة.',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن تتغير كلمة مرورك.',
  },
  ru: {
    subject: 'Rihla: сброс пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Вы запросили новый пароль для своей учётной записи Rihla.',
    action: 'Выбрать новый пароль',
    expiry: 'Ссылка действует один раз и истекает через час.',
    ignore: 'Если вы ничего не запрашивали, просто проигнорируйте это письмо: ваш пароль не изменится.',
  },
  zh: {
    subject: 'Rihla：重置您的密码',
    greeting: (name) => `${name}，您好：`,
    body: '您申请为 Rihla 账户设置新密码。',
    action: '设置新密码',
    expiry: '此链接仅可使用一次，一小时后失效。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  ja: {
    subject: 'Rihla：パスワードの再設定',
    greeting: (name) => `${name} 様`,
    body: 'Rihla アカウントの新しいパスワード設定のご依頼を受け付けました。',
    action: '新しいパスワードを設定する',
    expiry: 'このリンクは一度だけ有効で、1 時間後に期限切れになります。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  ko: {
    subject: 'Rihla: 비밀번호 재설정',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: 'Rihla 계정의 새 비밀번호 설정을 요청하셨습니다.',
    action: '새 비밀번호 설정하기',
    expiry: '이 링크는 한 번만 사용할 수 있으며 1시간 후 만료됩니다.',
    ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function resetMail(locale: Locale, name: string, link: string) {
  const t = RESET_MAIL[locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: t.subject,
    text: [t.greeting(name), '', t.body, '', t.action, link, '', t.expiry, t.ignore, '', 'Rihla'].join('\n'),
    html: `<div dir="${dir}" lang="${locale}"><p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p><p>Rihla</p></div>`,
  };
}

/** A contact message, forwarded to the operator (who reads French); replying answers the sender. */
export function contactMail(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
}) {
  return {
    subject: `[Rihla contact] ${message.subject}`,
    text: [
      `De : ${message.name} <${message.email}>`,
      `Langue : ${message.locale}`,
      `Sujet : ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}
