import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';
import { Picture } from '@/components/ui/picture';

// Tones of the brand palette, taken in turn so that neighbours differ.
const tones = [
  'bg-brand-800 text-brand-50 [--line:#168050]',
  'bg-earth-100 text-brand-900 [--line:#e9bd5f]',
  'bg-brand-100 text-brand-900 [--line:#7dd6a6]',
  'bg-brand-950 text-earth-200 [--line:#125136]',
];

/**
 * A person without a portrait photo: their initials set large in a tile of the palette, over a few
 * contour lines. Decorative: the name is written beside it.
 */
export function Monogram({ name, index, className }: { name: string; index: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-monogram
      className={cn(
        'relative isolate inline-flex items-center justify-center overflow-hidden font-extrabold tracking-tight select-none',
        tones[index % tones.length],
        className,
      )}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 -z-10 size-full" fill="none" stroke="var(--line)">
        <path d="M-10 78c20-14 38-16 56-8s36 8 64-10" strokeWidth="1.5" />
        <path d="M-10 90c22-12 42-13 60-5s34 7 60-8" strokeWidth="1.5" />
        <path d="M-10 66c18-16 34-19 52-11s38 9 68-12" strokeWidth="1" />
        <circle cx="80" cy="22" r="9" strokeWidth="1.5" />
      </svg>
      {initialsOf(name)}
    </span>
  );
}

/**
 * A person's portrait: their photo in a ring when content has one, else their monogram. `size`
 * holds the box's size classes (the same for both), `sizes` the photo's widths at each viewport.
 */
export function Portrait({
  person,
  index,
  size,
  monogramText,
  sizes,
  priority = false,
}: {
  person: { name: string; image?: { src: string; alt: string } };
  index: number;
  size: string;
  /** The initials' size classes. */
  monogramText: string;
  sizes: string;
  priority?: boolean;
}) {
  return person.image ? (
    <Picture
      src={person.image.src}
      alt={person.image.alt}
      sizes={sizes}
      priority={priority}
      className={cn(size, 'rounded-full object-cover ring-4 ring-brand-50')}
    />
  ) : (
    <Monogram name={person.name} index={index} className={cn(size, 'rounded-2xl', monogramText)} />
  );
}
