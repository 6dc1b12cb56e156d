import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

const OUTBOX = '.e2e-data/outbox';
let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${++counter}@example.com`;

/** The text of the newest e-mail to `to` in the server's outbox (base64 parts decoded). */
async function lastMailTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      const mails = fs.existsSync(OUTBOX)
        ? fs
            .readdirSync(OUTBOX)
            .sort()
            .map((f) => fs.readFileSync(`${OUTBOX}/${f}`, 'utf8'))
        : [];
      found = mails.filter((m) => m.includes(`To: ${to}`)).at(-1) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const [head = '', ...body] = part.split('\n\n');
      return /Content-Transfer-Encoding: base64/i.test(head)
        ? Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8')
        : part;
    })
    .join('\n');
}

async function signUp(page: Page, lang: 'fr' | 'ar', email: string, labels: Record<string, string>) {
  await page.goto(`/${lang}/inscription`);
  await page.getByLabel(labels.mrs!, { exact: true }).check();
  await page.getByLabel(labels.firstName!, { exact: true }).fill('Amira');
  await page.getByLabel(labels.lastName!, { exact: true }).fill('Ben Salah');
  await page.getByLabel(labels.email!, { exact: true }).fill(email);
  await page.getByLabel(labels.birthDate!, { exact: true }).fill('1990-05-12');
  await page.getByLabel(labels.phone!, { exact: true }).fill('+216 73 123 456');
  await page.getByLabel(labels.address!, { exact: true }).fill('12 rue de la Corniche');
  await page.getByLabel(labels.city!, { exact: true }).fill('Sousse');
  await page.getByLabel(labels.zipCode!, { exact: true }).fill('4000');
  await page.getByLabel(labels.country!, { exact: true }).fill('Tunisie');
  await page.getByLabel(labels.idNumber!, { exact: true }).fill('X1234567');
  await page.getByLabel(labels.password!, { exact: true }).fill('jasmin-2026');
  await page.getByLabel(labels.confirmPassword!, { exact: true }).fill('jasmin-2026');
}

const FR = {
  mrs: 'Mme',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  birthDate: 'Date de naissance',
  phone: 'Téléphone',
  address: 'Adresse',
  city: 'Ville',
  zipCode: 'Code postal',
  country: 'Pays',
  idNumber: 'Numéro de carte d’identité ou de passeport',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
};

test('sign up, sign out, sign in, edit the profile; a visitor cannot open the account page', async ({ page }) => {
  await page.goto('/fr/user');
  await expect(page).toHaveURL(/\/fr$/); // no stored token: home (spec §2)

  const email = uniqueEmail('amira');
  await signUp(page, 'fr', email, FR);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText('Acceptez les conditions d’utilisation et la politique de confidentialité.'),
  ).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/fr\/user$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon espace');
  await expect(page.locator('.profile-card')).toContainText(email);
  await expect(page.locator('.reservation-list').first()).toContainText('Aucune réservation pour l’instant.');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toContainText('Amira');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  // The same e-mail cannot sign up again.
  await signUp(page, 'fr', email.toUpperCase(), FR);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail.')).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await page.getByLabel('Mot de passe').fill('jasmin-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/user$/);

  await page.getByRole('button', { name: 'Modifier mon profil' }).click();
  await page.getByLabel('Ville', { exact: true }).fill('Tozeur');
  await page.getByLabel('Date de naissance').fill('2015-01-01');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vous devez avoir au moins 18 ans.')).toBeVisible();
  await page.getByLabel('Date de naissance').fill('1990-05-12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.profile-card')).toContainText('Tozeur');
  await page.reload();
  await expect(page.locator('.profile-card')).toContainText('Tozeur');
});

test('forgotten password in Arabic: the e-mailed link sets a new password, then signing in works', async ({ page }) => {
  const email = uniqueEmail('karim');
  const response = await page.request.post('/utilisateur/auth/register', {
    data: {
      title: 'mr',
      firstName: 'Karim',
      lastName: 'Trabelsi',
      email,
      password: 'palmier-77',
      confirmPassword: 'palmier-77',
      birthDate: '1985-03-02',
      city: 'Djerba',
      phone: '+216 75 600 600',
      zipCode: '4180',
      country: 'Tunisie',
      address: 'Houmt Souk',
      idNumber: 'P7654321',
      acceptTerms: true,
      locale: 'ar',
    },
  });
  expect(response.status()).toBe(201);

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
  await signUp(page, 'fr', email, FR);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/fr\/user$/);
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
