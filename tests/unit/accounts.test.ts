import { describe, expect, it } from 'vitest';
import {
  credentialChangeProblems,
  isAdult,
  isValidPhone,
  passwordProblem,
  signUpProblems,
} from '../../domain/accounts.ts';

describe('account rules (spec §5)', () => {
  it('comes of age on the 18th birthday, and on 1 March for someone born on 29 February', () => {
    expect(isAdult('2008-11-24', '2026-11-24')).toBe(true);
    expect(isAdult('2008-11-25', '2026-11-24')).toBe(false);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
  it('accepts phone numbers as people write them, with 8 to 15 digits', () => {
    for (const ok of ['+216 73 123 456', '73123456', '(+33) 1-23-45-67-89', '+86 138 0013 8000'])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['1234567', '73 12a 456', '+216 73 123 456 789 012', ''])
      expect(isValidPhone(bad), bad).toBe(false);
  });
  it('wants passwords of 6 characters or more that are not among the most common', () => {
    expect(passwordProblem('ab3de')).toBe('password_too_short');
    expect(passwordProblem('ab3de9')).toBeUndefined();
    expect(passwordProblem('AZERTY')).toBe('password_too_common');
    expect(passwordProblem('123456')).toBe('password_too_common');
    expect(passwordProblem('')).toBe('required');
  });
  it('names every missing field of an empty sign-up: the fields spec §5 requires, not the optional ones', () => {
    const problems = signUpProblems(
      {
        title: '',
        firstName: '',
        lastName: '',
        email: '',
        birthDate: '',
        city: '',
        phone: '',
        zipCode: '',
        country: '',
        address: '',
        idNumber: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      },
      '2026-11-24',
    );
    expect(Object.keys(problems).sort()).toEqual(
      [
        'acceptTerms',
        'birthDate',
        'city',
        'confirmPassword',
        'email',
        'firstName',
        'lastName',
        'password',
        'phone',
      ].sort(),
    );
    expect(problems.acceptTerms).toBe('terms_not_accepted');
  });

  it('asks for the current password to change the e-mail or the password, not for other fields', () => {
    const change = {
      email: 'amira@example.com',
      currentEmail: 'amira@example.com',
      newPassword: '',
      currentPassword: '',
    };
    expect(credentialChangeProblems(change)).toEqual({});
    expect(credentialChangeProblems({ ...change, email: ' AMIRA@example.com ' })).toEqual({});
    expect(credentialChangeProblems({ ...change, email: 'new@example.com' })).toEqual({ currentPassword: 'required' });
    expect(credentialChangeProblems({ ...change, newPassword: 'figuier-2027' })).toEqual({
      currentPassword: 'required',
    });
    expect(credentialChangeProblems({ ...change, newPassword: 'azerty', currentPassword: 'x' })).toEqual({
      newPassword: 'password_too_common',
    });
  });
});
