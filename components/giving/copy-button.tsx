'use client';

import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide';
import { Svg } from '@/components/ui/svg';
import type { CopyWords } from '@/content/schema';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a payment detail to the clipboard and says so; if the browser refuses, it says how to copy by hand. */
export function CopyButton({ value, label, words }: { value: string; label: string; words: CopyWords }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-pill bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
      >
        <Svg node={state === 'copied' ? Check : Copy} className="size-4" />
        {state === 'copied' ? words.copied : words.copy}
        <span className="sr-only"> {label}</span>
      </button>
      <span role="status" className="text-xs font-medium text-earth-800">
        {state === 'failed' ? words.failed : ''}
      </span>
    </span>
  );
}
