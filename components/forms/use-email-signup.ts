'use client';

import { useId, useState, type FormEvent } from 'react';
import { emailError } from '@/lib/validation';

/**
 * The state of a one-field email sign-up (footer newsletter, careers alerts): it validates the
 * email, shows a message per problem and confirms inline. No request is sent.
 */
export function useEmailSignup() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setDone(email.trim());
    setEmail('');
  }

  return {
    done,
    error,
    errorId,
    onSubmit,
    reset: () => setDone(null),
    /** Spread on the <input>; its <label> uses `htmlFor={field.id}`. */
    field: {
      id: `${id}-email`,
      name: 'email',
      type: 'email',
      autoComplete: 'email',
      value: email,
      onChange: (event: { target: { value: string } }) => setEmail(event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
