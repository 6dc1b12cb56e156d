import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, TITLES } from '../accounts.ts';
import { CONTACT_LIMITS } from '../contact.ts';
import { LOCALES } from '../locales.ts';

// Shapes and length bounds only: the rules themselves (domain/accounts.ts) run on both sides and
// answer field by field.
const text = (max: number) => z.string().check(z.maxLength(max));
const locale = z.optional(z.enum(LOCALES));

export const profileBodySchema = z.object({
  title: text(8),
  firstName: text(ACCOUNT_LIMITS.firstName),
  lastName: text(ACCOUNT_LIMITS.lastName),
  email: text(ACCOUNT_LIMITS.email),
  birthDate: text(10),
  city: text(ACCOUNT_LIMITS.city),
  phone: text(ACCOUNT_LIMITS.phone),
  zipCode: text(ACCOUNT_LIMITS.zipCode),
  country: text(ACCOUNT_LIMITS.country),
  address: text(ACCOUNT_LIMITS.address),
  idNumber: text(ACCOUNT_LIMITS.idNumber),
  locale,
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** A profile edit: a new e-mail or `newPassword` needs `currentPassword` (domain/accounts.ts). */
export const profileEditBodySchema = z.extend(profileBodySchema, {
  newPassword: z.optional(text(ACCOUNT_LIMITS.password)),
  currentPassword: z.optional(text(ACCOUNT_LIMITS.password)),
});
export type ProfileEditBody = z.infer<typeof profileEditBodySchema>;

export const signUpBodySchema = z.extend(profileBodySchema, {
  password: text(ACCOUNT_LIMITS.password),
  confirmPassword: text(ACCOUNT_LIMITS.password),
  acceptTerms: z.boolean(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: text(ACCOUNT_LIMITS.email),
  password: text(ACCOUNT_LIMITS.password),
});

export const forgotPasswordBodySchema = z.object({ email: text(ACCOUNT_LIMITS.email), locale });

export const resetPasswordBodySchema = z.object({
  token: text(100),
  email: text(ACCOUNT_LIMITS.email),
  password: text(ACCOUNT_LIMITS.password),
  confirmPassword: text(ACCOUNT_LIMITS.password),
});

export const contactBodySchema = z.object({
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.message),
  name: z.optional(text(CONTACT_LIMITS.name)),
  email: z.optional(text(CONTACT_LIMITS.email)),
  locale,
});

export const userSchema = z.object({
  id: z.number(),
  title: z.enum([...TITLES, '']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  city: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  country: z.string(),
  address: z.string(),
  idNumber: z.string(),
  locale: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;

/** A new session: the bearer token (shown once, stored hashed) and when it expires. */
export const sessionResponseSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export const profileResponseSchema = z.object({ user: userSchema });
export const messageResponseSchema = z.object({ message: z.string() });

/** The dashboard's reservation lists (spec §7: keys `reservation`, and `Circuit` for circuits). */

/** A refused form: a problem code for each field (domain/accounts.ts), beside `message` and `code`. */
export const fieldErrorsSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()),
});
