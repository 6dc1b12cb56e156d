import { isValidEmail } from './contact.ts';
import { isRealDate } from './dates.ts';

/** Account rules (spec §3, §5, §9), the same in the browser and on the server. */

export const TITLES = ['mr', 'mrs'] as const;
export type Title = (typeof TITLES)[number];
export const PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE = 18;

/** Longest accepted value of each field: a bound on every input, and the inputs' maxLength. */
export const ACCOUNT_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254,
  password: 128,
  city: 80,
  phone: 24,
  zipCode: 12,
  country: 60,
  address: 200,
  idNumber: 30,
} as const;

/**
 * A traveller's profile. Sign-up asks only what spec §5 requires (names, e-mail, phone, city, the
 * age); the title, postal address and identity document are the profile's, filled in when wanted
 * (SIGN_UP_FIELDS below).
 */
export interface ProfileDraft {
  /** `mr`, `mrs`, or '' when not given. */
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  city: string;
  phone: string;
  zipCode: string;
  country: string;
  address: string;
  /** Identity card or passport number. */
  idNumber: string;
}

/** The profile fields sign-up asks for; the others are optional, given later in « Mon espace ». */
export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'birthDate', 'phone', 'city'] as const;

export interface SignUpDraft extends ProfileDraft {
  password: string;
  confirmPassword: string;
  /** Terms of use and privacy policy, accepted together. */
  acceptTerms: boolean;
}

export type AccountProblem =
  | 'required'
  | 'too_long'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_date'
  | 'too_young'
  | 'password_too_short'
  | 'password_too_common'
  | 'password_mismatch'
  | 'terms_not_accepted'
  | 'wrong_password';

/**
 * Passwords too common to protect anything: the first tried by every attacker, in the languages
 * of Rihla's travellers and of Tunisia. Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '112233',
  '121212',
  '123321',
  'abc123',
  'abcdef',
  'qwerty',
  'qwerty123',
  'azerty',
  'azerty123',
  'qwertz',
  'password',
  'password1',
  'passw0rd',
  'iloveyou',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'football',
  'sunshine',
  'princess',
  'motdepasse',
  'soleil',
  'bonjour',
  'doudou',
  'loulou',
  'marseille',
  'tunisie',
  'tunisia',
  'tunis123',
  'carthage',
  'djerba',
  'rihla',
  'rihla123',
  'parol',
  'qwe123',
  'a123456',
  '5201314',
  'woaini',
]);

/** A phone number: an optional +, digits and separators, with 8 to 15 digits (E.164's maximum). */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^\(?\+?[0-9 ().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/**
 * Whether someone born on `birthDate` is at least 18 on `today` (both `YYYY-MM-DD`): the 18th
 * birthday has come. Born on 29 February, one comes of age on 1 March in years without it.
 */
export function isAdult(birthDate: string, today: string): boolean {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(y + MINIMUM_AGE, m - 1, d)).toISOString().slice(0, 10);
  return birthday <= today;
}

export function passwordProblem(password: string): AccountProblem | undefined {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > ACCOUNT_LIMITS.password) return 'too_long';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'password_too_common';
  return undefined;
}

/** What is wrong with a profile, field by field (empty when it can be saved). */
export function profileProblems(
  draft: ProfileDraft,
  today: string,
): Partial<Record<keyof SignUpDraft, AccountProblem>> {
  const problems: Partial<Record<keyof SignUpDraft, AccountProblem>> = {};
  const text = (field: keyof typeof ACCOUNT_LIMITS & keyof ProfileDraft, required: boolean) => {
    const value = draft[field].trim();
    if (!value) {
      if (required) problems[field] = 'required';
    } else if (value.length > ACCOUNT_LIMITS[field]) problems[field] = 'too_long';
  };
  if (draft.title !== '' && !(TITLES as readonly string[]).includes(draft.title)) problems.title = 'required';
  text('firstName', true);
  text('lastName', true);
  text('email', true);
  if (!problems.email && !isValidEmail(draft.email)) problems.email = 'invalid_email';
  text('city', true);
  text('phone', true);
  if (!problems.phone && !isValidPhone(draft.phone)) problems.phone = 'invalid_phone';
  text('zipCode', false);
  text('country', false);
  text('address', false);
  text('idNumber', false);
  if (!draft.birthDate) problems.birthDate = 'required';
  else if (!isRealDate(draft.birthDate) || draft.birthDate < '1900-01-01') problems.birthDate = 'invalid_date';
  else if (!isAdult(draft.birthDate, today)) problems.birthDate = 'too_young';
  return problems;
}

/** What is wrong with a sign-up, field by field (empty when it can be sent). */
export function signUpProblems(draft: SignUpDraft, today: string): Partial<Record<keyof SignUpDraft, AccountProblem>> {
  const problems = profileProblems(draft, today);
  const password = passwordProblem(draft.password);
  if (password) problems.password = password;
  if (!draft.confirmPassword) problems.confirmPassword = 'required';
  else if (draft.confirmPassword !== draft.password) problems.confirmPassword = 'password_mismatch';
  if (!draft.acceptTerms) problems.acceptTerms = 'terms_not_accepted';
  return problems;
}

/** A profile edit's change of the credentials: a new e-mail or a new password (empty: kept). */
export interface CredentialChange {
  email: string;
  currentEmail: string;
  newPassword: string;
  currentPassword: string;
}

/**
 * Changing the e-mail or the password asks for the current password, so that a stolen session
 * cannot turn into a lasting takeover. (Whether it is the right one only the server knows.)
 */
export function credentialChangeProblems(change: CredentialChange): {
  newPassword?: AccountProblem;
  currentPassword?: AccountProblem;
} {
  const problems: { newPassword?: AccountProblem; currentPassword?: AccountProblem } = {};
  const newPassword = change.newPassword ? passwordProblem(change.newPassword) : undefined;
  if (newPassword) problems.newPassword = newPassword;
  const changes = change.newPassword !== '' || normalizeEmail(change.email) !== normalizeEmail(change.currentEmail);
  if (changes && !change.currentPassword) problems.currentPassword = 'required';
  return problems;
}

/** E-mail addresses are compared without case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
