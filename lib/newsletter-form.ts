import { emailError, requiredError } from './validation';

export interface NewsletterSubscription {
  name: string;
  email: string;
  interests: string[];
  agreement: boolean;
}

export type SubscriptionErrors = Partial<Record<'name' | 'email', string>>;

/** Full name and a valid email are required. */
export function validateSubscription(data: Pick<NewsletterSubscription, 'name' | 'email'>): SubscriptionErrors {
  const name = requiredError(data.name, 'full name');
  const email = emailError(data.email);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}
