'use client';

import type { ReactNode } from 'react';
import { useSaveData } from './use-save-data';

/**
 * Renders its children (an optional image) only for a visitor who does not ask to save data; such a
 * visitor gets the `fallback`, if any.
 */
export function UnlessSavingData({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useSaveData() ? fallback : children;
}
