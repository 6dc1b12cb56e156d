import { type APIRequestContext, expect } from '@playwright/test';

/** What a registered traveller signs in with. */
export interface Traveller {
  email: string;
  password: string;
  token: string;
}

let registered = 0;
const octet = () => Math.floor(Math.random() * 254) + 1;

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
    // Each traveller signs up from an address of their own (the test server trusts loopback as
    // its proxy, playwright.config.ts): sign-up allows 10 an hour per address, the suite needs more.
    headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
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
