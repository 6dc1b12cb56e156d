import { type APIRequestContext, expect } from '@playwright/test';

/** What a registered traveller signs in with. */
export interface Traveller {
  email: string;
  password: string;
  token: string;
}

let registered = 0;

/**
 * Registers a traveller through the API, for tests about what comes after sign-up (the form has
 * tests of its own): a unique e-mail from `who`, valid details, and `details` on top.
 */
export async function registerTraveller(
  request: APIRequestContext,
  who: string,
  details: Record<string, string> = {},
): Promise<Traveller> {
  const email = `${who}.${Date.now().toString(36)}${++registered}@example.com`;
  const password = details.password ?? 'medina-2026';
  const response = await request.post('/utilisateur/auth/register', {
    data: {
      title: 'mrs',
      firstName: 'Nour',
      lastName: 'Jaziri',
      email,
      birthDate: '1992-07-14',
      city: 'Tunis',
      phone: '+216 71 000 111',
      zipCode: '1000',
      country: 'Tunisie',
      address: 'Avenue Habib Bourguiba',
      idNumber: 'X7777777',
      acceptTerms: true,
      ...details,
      password,
      confirmPassword: password,
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}
