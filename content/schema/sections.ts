/** The home page, the about pages and the partners: sections whose data is more than page copy. */
import { z } from 'zod';
import {
  captionedImage,
  featureCard,
  imageKey,
  limited,
  stat,
  testimonial,
  text,
  texts,
  withPlaceholders,
  words,
} from './fields';
import { listOf, named } from './naming';

export const hero = z.strictObject({
  ...words('headline', 'mission'),
  /** How long each slide shows, in milliseconds. */
  intervalMs: z.number().int().positive(),
  slides: z.array(captionedImage).min(1),
  established: withPlaceholders('year'),
  carousel: z.strictObject({
    name: text(),
    slide: withPlaceholders('number', 'count', 'label'),
    show: withPlaceholders('number', 'label'),
    ...words('pause', 'play'),
  }),
});

export type Hero = z.infer<typeof hero>;

export const homeFile = {
  hero: named(hero, 'home hero'),
  missionObjectives: z.array(featureCard),
};

export const partner = z.strictObject({
  /** The organisation's full name: shown on its tile, and the logo's alternative text. */
  name: text(),
  /** Its usual short name (an acronym such as NEMA), shown above the full name. */
  short: limited(12).optional(),
  /** A logo the partner supplied, under content/images/partners/; without one the tile shows the name. */
  logo: imageKey.optional(),
});
export type Partner = z.infer<typeof partner>;

export const partnersFile = { partnerRows: listOf(z.array(partner), 'partner row', []) };

/** A figure like a stat's (its `value` a stated claim from content/site.ts, never retyped), with a description. */
export const achievement = stat.omit({ duration: true }).extend({ description: text() });
export type Achievement = z.infer<typeof achievement>;

export const background = z.strictObject({
  established: z.number().int().min(1900).max(2100),
  story: texts().min(1, 'has no paragraphs'),
  ...words('mission', 'vision'),
});
export type Background = z.infer<typeof background>;

export const aboutFile = {
  background: named(background, 'background'),
  coreValues: z.array(featureCard),
  keyAchievements: z.array(achievement),
  backgroundQuote: named(testimonial, 'background quote'),
};
