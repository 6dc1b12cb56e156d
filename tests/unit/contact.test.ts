import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactProblems } from '../../domain/contact.ts';

describe('contact form rules', () => {
  const ok = { subject: 'Horaires du Bardo', message: 'Le musée ouvre-t-il le lundi ?' };

  it('needs a subject and a message, within their lengths', () => {
    expect(contactProblems(ok, false)).toEqual({});
    expect(contactProblems({ subject: ' ', message: '' }, false)).toEqual({ subject: 'required', message: 'required' });
    expect(contactProblems({ ...ok, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, false)).toEqual({
      message: 'too_long',
    });
  });

  it('asks visitors for a name and a valid e-mail', () => {
    expect(contactProblems(ok, true)).toEqual({ name: 'required', email: 'required' });
    expect(contactProblems({ ...ok, name: 'Amel', email: 'amel@' }, true)).toEqual({ email: 'invalid_email' });
    expect(contactProblems({ ...ok, name: 'Amel', email: 'amel@example.tn' }, true)).toEqual({});
  });
});
