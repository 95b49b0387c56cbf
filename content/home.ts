import type { CaptionedImage, FeatureCard, Hero } from './schema';

export const hero = {
  headline: 'Championing environmental excellence in Kenya',
  mission:
    'We bring together Kenya’s environmental practitioners to raise professional standards, build skills and protect the natural heritage of communities across all 47 counties.',
  intervalMs: 4000,
  // Each picture's caption names its slide for a screen reader ("Show slide 2: ..."); the pictures
  // themselves are backgrounds, so their alt text is not read.
  slides: [
    {
      src: 'hero/hero-1',
      alt: 'Drawing: morning mist between forested ridges',
      standIn: true,
      caption: 'Morning mist between forested ridges',
    },
    {
      src: 'hero/hero-2',
      alt: 'Drawing: acacia trees on the savannah at sunset',
      standIn: true,
      caption: 'Acacia trees on the savannah at sunset',
    },
    {
      src: 'hero/hero-3',
      alt: 'Drawing: a lake with reeds and distant hills',
      standIn: true,
      caption: 'A lake with reeds and distant hills',
    },
    {
      src: 'hero/hero-4',
      alt: 'Drawing: terraced highland slopes',
      standIn: true,
      caption: 'Terraced highland slopes',
    },
  ] satisfies CaptionedImage[],
  // {year}: the year the institute was founded (content/site.ts).
  established: 'Est. {year}',
  // The slideshow's controls, read by screen readers. {number}: a slide's place; {count}: how many;
  // {label}: its caption.
  carousel: {
    name: 'Highlights',
    slide: '{number} of {count}: {label}',
    show: 'Show slide {number}: {label}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
} as const satisfies Hero;

export const missionObjectives = [
  {
    title: 'Professional Standards',
    description: 'Set and uphold ethical and technical standards for environmental practice in Kenya.',
    icon: 'shield',
  },
  {
    title: 'Capacity Building',
    description: 'Train practitioners through short courses, CPD programmes and mentorship.',
    icon: 'academic',
  },
  {
    title: 'Policy Advocacy',
    description: 'Advise government and industry on environmental laws, regulations and policy.',
    icon: 'scale',
  },
  {
    title: 'Research & Knowledge',
    description: 'Promote research and share evidence that improves environmental decisions.',
    icon: 'lightbulb',
  },
  {
    title: 'Community Engagement',
    description: 'Work with communities to conserve ecosystems and build climate resilience.',
    icon: 'heart',
  },
] satisfies FeatureCard[];
