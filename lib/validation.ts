/** Form validation of the footer, newsletter and careers forms. */

// One @, no spaces, a dot in the domain, a 2+ letter top-level domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}

export function emailError(value: string): string | null {
  if (!value.trim()) return 'Please enter your email address.';
  if (!isValidEmail(value)) return 'Please enter a valid email address, like name@example.com.';
  return null;
}

export function requiredError(value: string, label: string): string | null {
  return value.trim() ? null : `Please enter your ${label}.`;
}
