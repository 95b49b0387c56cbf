import { Container } from './section';

/**
 * The text that opens a page whose header carries its picture: set larger than body text, with no picture
 * of its own, so it reads as the page's opening rather than another photo-beside-text block.
 */
export function LeadSection({
  id,
  title,
  eyebrow,
  text,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  /** One paragraph each. */
  text: readonly string[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-white py-12 sm:py-16 lg:py-20">
      <Container className="grid gap-5 lg:grid-cols-[2fr_3fr] lg:gap-16">
        {/* From 1024 px the title stays in view beside a long lead, as a margin heading does. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-earth-700 uppercase">{eyebrow}</p> : null}
          <h2
            id={`${id}-heading`}
            className="mt-2 max-w-md text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {title}
          </h2>
          <span aria-hidden="true" className="mt-5 block h-1 w-12 rounded-full bg-earth-300" />
        </div>
        <div className="max-w-2xl space-y-4 text-lg text-pretty text-ink-muted sm:text-xl sm:leading-relaxed">
          {text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </section>
  );
}
