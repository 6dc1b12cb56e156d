import { expect, type Page, test } from './app-test.ts';
import { lastMailTo } from './outbox.ts';
import { registerTraveller } from './traveller.ts';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${++counter}@example.com`;

/**
 * Fills the sign-up form by field id, so the same steps run in every language: only what spec §5
 * requires is asked (no title, postal address or identity document).
 */
async function signUp(page: Page, lang: 'fr' | 'ar', email: string) {
  await page.goto(`/${lang}/inscription`);
  const fields: Record<string, string> = {
    firstName: 'Amira',
    lastName: 'Ben Salah',
    email,
    birthDate: '1990-05-12',
    phone: '+216 73 123 456',
    city: 'Sousse',
    password: 'jasmin-2026',
    confirmPassword: 'jasmin-2026',
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`#account-${name}`).fill(value);
  const form = page.locator('main form');
  await expect(form.locator('input:not([type="checkbox"])')).toHaveCount(Object.keys(fields).length);
  for (const asked of ['title', 'address', 'zipCode', 'country', 'idNumber'])
    await expect(form.locator(`[name="${asked}"]`)).toHaveCount(0);
}
const submit = (page: Page) => page.locator('main form button[type="submit"]').click();

const TEXT = {
  fr: {
    account: 'Mon espace',
    noReservation: 'Aucune réservation pour l’instant.',
    acceptTerms: 'Acceptez les conditions d’utilisation et la politique de confidentialité.',
    userExists: 'Un compte existe déjà avec cette adresse e-mail.',
    wrongPassword: 'Adresse e-mail ou mot de passe incorrect.',
    tooYoung: 'Vous devez avoir au moins 18 ans.',
    notCurrentPassword: 'Ce n’est pas votre mot de passe actuel.',
    signIn: 'Se connecter',
    saved: 'Profil enregistré.',
    passwordChanged: 'Votre mot de passe est changé',
  },
  ar: {
    account: 'حسابي',
    noReservation: 'لا توجد حجوزات حتى الآن.',
    acceptTerms: 'يرجى قبول شروط الاستخدام وسياسة الخصوصية.',
    userExists: 'يوجد حساب مسجَّل بهذا البريد الإلكتروني بالفعل.',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    tooYoung: 'يجب أن يكون عمرك 18 عامًا على الأقل.',
    notCurrentPassword: 'هذه ليست كلمة مرورك الحالية.',
    signIn: 'تسجيل الدخول',
    saved: 'تم حفظ الملف الشخصي.',
    passwordChanged: 'تم تغيير كلمة المرور',
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  const text = TEXT[lang];
  test(`sign up, sign out, sign in, edit the profile; a visitor cannot open the account page (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/user`);
    await expect(page).toHaveURL(new RegExp(`/${lang}$`)); // no stored token: home (spec §2)

    const email = uniqueEmail('amira');
    await signUp(page, lang, email);
    await submit(page);
    await expect(page.getByText(text.acceptTerms)).toBeVisible();
    await page.getByRole('checkbox').check();
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/${lang}/user$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.account);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('.profile-card')).toContainText(email);
    await expect(page.locator('.my-reservations')).toContainText(text.noReservation);
    await expect(page.locator('.nav-account')).toContainText('Amira');

    await page.locator('.account-head button').click(); // sign out
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.locator('.nav-account')).toHaveText(text.signIn);

    // The same e-mail cannot sign up again.
    await signUp(page, lang, email.toUpperCase());
    await page.getByRole('checkbox').check();
    await submit(page);
    await expect(page.getByText(text.userExists)).toBeVisible();

    await page.locator('.nav-account').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/connexion$`));
    await page.locator('#account-email').fill(email);
    await page.locator('#account-password').fill('pas-le-bon');
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
    await page.locator('#account-password').fill('jasmin-2026');
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/${lang}/user$`));

    await page.locator('.profile-card button').click(); // edit
    await page.locator('#account-city').fill('Tozeur');
    await page.locator('#account-birthDate').fill('2015-01-01');
    await submit(page);
    await expect(page.getByText(text.tooYoung)).toBeVisible();
    // Refused: the focus is on what to fix.
    await expect(page.locator('#account-birthDate')).toBeFocused();
    await page.locator('#account-birthDate').fill('1990-05-12');
    // The identity document is the profile's, optional, and shown masked.
    await page.locator('#account-idNumber').fill('X1234567');
    await submit(page);
    await expect(page.locator('.profile-card [role="status"]')).toHaveText(text.saved);
    await expect(page.locator('.profile-card')).toContainText('Tozeur');
    await expect(page.locator('.profile-card')).toContainText('•••••567');
    await expect(page.locator('.profile-card')).not.toContainText('X1234567');
    await page.reload();
    await expect(page.locator('.profile-card')).toContainText('Tozeur');

    // A new e-mail asks for the current password, and says when it is not the right one.
    const moved = uniqueEmail('amira-moved');
    await page.locator('.profile-card button').click(); // edit
    await page.locator('#account-email').fill(moved);
    await page.locator('#account-currentPassword').fill('pas-le-bon');
    await submit(page);
    await expect(page.locator('#account-currentPassword-error')).toHaveText(text.notCurrentPassword);
    await expect(page.locator('#account-currentPassword')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#account-currentPassword').fill('jasmin-2026');
    await submit(page);
    await expect(page.locator('.profile-card')).toContainText(moved);

    // A new password, with the current one; then it is the one that signs in.
    await page.locator('.profile-card button').click(); // edit
    await page.locator('#account-newPassword').fill('oasis-tozeur-27');
    await page.locator('#account-currentPassword').fill('jasmin-2026');
    await submit(page);
    await expect(page.locator('.profile-card [role="status"]')).toContainText(text.passwordChanged);
    await page.locator('.account-head button').click(); // sign out
    await page.locator('.nav-account').click();
    await page.locator('#account-email').fill(moved);
    await page.locator('#account-password').fill('jasmin-2026');
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
    await page.locator('#account-password').fill('oasis-tozeur-27');
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/${lang}/user$`));
  });
}

test('forgotten password in Arabic: the e-mailed link sets a new password, then signing in works', async ({ page }) => {
  const { email } = await registerTraveller(page.request, 'karim', {
    title: 'mr',
    firstName: 'Karim',
    lastName: 'Trabelsi',
    password: 'palmier-77',
    locale: 'ar',
  });

  await page.goto('/ar/mot-de-passe-oublie');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'إرسال الرابط' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const mail = await lastMailTo(email);
  expect(mail).toContain('طلبت اختيار كلمة مرور جديدة لحسابك في رحلة.');
  const link = /http:\/\/[^/\s]+(\/ar\/reset-password\/[A-Za-z0-9_-]+\/[^\s"<]+)/.exec(mail)![1]!;
  await page.goto(link);
  await page.getByLabel('كلمة المرور الجديدة').fill('abc');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.locator('#account-password-error')).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة').fill('oasis-douz-9');
  await page.getByLabel('تأكيد كلمة المرور').fill('oasis-douz-9');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page).toHaveURL(/\/ar\/connexion\?reset=1$/);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('oasis-douz-9');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
  await expect(page).toHaveURL(/\/ar\/user$/);
  await expect(page.locator('.profile-card')).toContainText('Karim');

  // The link was single use.
  await page.goto(link);
  await page.getByLabel('كلمة المرور الجديدة').fill('autre-mot-2');
  await page.getByLabel('تأكيد كلمة المرور').fill('autre-mot-2');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('sign-up rules in Arabic: under 18 and short password are refused at their fields', async ({ page }) => {
  await page.goto('/ar/inscription');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const today = new Date();
  const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
  await page.locator('#account-birthDate').fill(seventeen);
  await page.locator('#account-password').fill('abc12');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#account-birthDate-error')).toBeVisible();
  await expect(page.locator('#account-password-error')).toBeVisible();
  expect(await page.locator('#account-birthDate-error').textContent()).toMatch(/\p{Script=Arabic}/u);
});

test('a session the server no longer knows leads to sign-in, then back to the page', async ({ page }) => {
  const email = uniqueEmail('lina');
  await signUp(page, 'fr', email);
  await page.getByRole('checkbox').check();
  await submit(page);
  await expect(page).toHaveURL(/\/fr\/user$/);
  // The page has its profile: revoking before it arrives would race the page's own request.
  await expect(page.locator('.profile-card')).toContainText('Amira');
  // Revoked elsewhere (another device signed out): the stored token is now refused.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/utilisateur/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=%2Ffr%2Fuser$/);
  await expect(page.getByText('Votre session a expiré : connectez-vous pour continuer.')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('jasmin-2026');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page).toHaveURL(/\/fr\/user$/);
});
