'use client';

import type { ReactNode } from 'react';
import { useSaveData } from './use-save-data';

/** Renders its children (an optional image) only for a visitor who does not ask to save data. */
export function UnlessSavingData({ children }: { children: ReactNode }) {
  return useSaveData() ? null : children;
}
