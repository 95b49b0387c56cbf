import { X } from 'lucide';
import { cn } from '@/lib/cn';
import { Svg } from './svg';

/** The round × that closes a dialog, named for screen readers by `label`; `className` places and colours it. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-full', className)}
    >
      <Svg node={X} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
