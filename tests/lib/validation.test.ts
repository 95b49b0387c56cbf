import { emailError, isValidEmail, requiredError } from '@/lib/validation';

describe('isValidEmail', () => {
  it.each(['jane@example.com', 'j.wanjiru@eik.co.ke', '  padded@example.org  ', 'a+tag@sub.domain.ke'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'no@tld',
    'two@@example.com',
    'space in@example.com',
    '@example.com',
    'x@.com',
    'x@example.c',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('emailError', () => {
  it('asks for a missing email and explains a malformed one', () => {
    expect(emailError('   ')).toBe('Please enter your email address.');
    expect(emailError('jane@')).toBe('Please enter a valid email address, like name@example.com.');
    expect(emailError('jane@example.com')).toBeNull();
  });
});

describe('requiredError', () => {
  it('names the missing field', () => {
    expect(requiredError(' ', 'full name')).toBe('Please enter your full name.');
    expect(requiredError('Wanjiru', 'full name')).toBeNull();
  });
});
