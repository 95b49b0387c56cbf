import { hero } from '@/content/home';
import { fillText } from '@/lib/fill-text';
import { donateLink, joinLink } from '@/content/navigation';
import { site } from '@/content/site';
import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { HeroCarousel } from './hero-carousel';

/** The home hero: rotating landscapes behind a headline that is never animated (it is the LCP). */
export function HomeHero() {
  const nameStart = site.name.slice(0, site.name.lastIndexOf(' '));
  const nameEnd = site.name.slice(nameStart.length + 1);
  const slides = hero.slides.map((slide, index) => (
    <Picture
      key={slide.src}
      src={slide.src}
      alt=""
      sizes="100vw"
      priority={index === 0}
      className="size-full bg-none object-cover"
    />
  ));
  return (
    <HeroCarousel
      slides={slides}
      labels={hero.slides.map((slide) => slide.caption)}
      words={hero.carousel}
      intervalMs={hero.intervalMs}
      tinted={hero.slides.every((slide) => slide.standIn)}
    >
      <Container className="flex min-h-[34rem] flex-col justify-center pt-20 pb-24 sm:min-h-[38rem] sm:pb-20 lg:min-h-[40rem]">
        {/* The founding year is joined to the name's last word, so a phone's two balanced lines never
            leave it, or a lone word, on a line of its own. */}
        <p className="text-xs font-semibold tracking-wider text-balance text-earth-200 uppercase sm:text-sm">
          {`${nameStart} ${`${nameEnd} · ${fillText(hero.established, { year: site.founded })}`.replaceAll(' ', '\u00a0')}`}
        </p>

        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-50 sm:text-xl">{hero.mission}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={joinLink.href} size="lg" variant="accent">
            {joinLink.label}
          </ButtonLink>
          <ButtonLink href={donateLink.href} size="lg" variant="light">
            {donateLink.label}
          </ButtonLink>
        </div>
      </Container>
    </HeroCarousel>
  );
}
