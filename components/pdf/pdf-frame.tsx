import type { ReactNode } from 'react';

export function PdfMessage({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div role={role} className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-ink-muted">
      {children}
    </div>
  );
}

export function PdfLoading({ children }: { children: ReactNode }) {
  return (
    <PdfMessage role="status">
      <p>{children}</p>
    </PdfMessage>
  );
}
