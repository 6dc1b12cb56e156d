/** The contact form's rules (spec §3, §5), the same in the browser and, later, on the server. */
export const CONTACT_LIMITS = { subject: 150, message: 5000, name: 100, email: 254 } as const;

export interface ContactDraft {
  subject: string;
  message: string;
  /** Asked of visitors only (a signed-in traveller is known). */
  name?: string;
  email?: string;
}

export type ContactProblem = 'required' | 'too_long' | 'invalid_email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (email: string) => EMAIL.test(email.trim());

export function contactProblems(
  draft: ContactDraft,
  visitor: boolean,
): Partial<Record<keyof ContactDraft, ContactProblem>> {
  const problems: Partial<Record<keyof ContactDraft, ContactProblem>> = {};
  const check = (field: keyof ContactDraft, value: string | undefined, max: number) => {
    const text = (value ?? '').trim();
    if (!text) problems[field] = 'required';
    else if (text.length > max) problems[field] = 'too_long';
  };
  check('subject', draft.subject, CONTACT_LIMITS.subject);
  check('message', draft.message, CONTACT_LIMITS.message);
  if (visitor) {
    check('name', draft.name, CONTACT_LIMITS.name);
    check('email', draft.email, CONTACT_LIMITS.email);
    if (!problems.email && !isValidEmail(draft.email ?? '')) problems.email = 'invalid_email';
  }
  return problems;
}
