/** The training calendar, short courses and the trainings pages' fixed content. */
import { z } from 'zod';
import { compareIsoDays, parseIsoDay } from '../../lib/dates';
import {
  cardText,
  count,
  courseDates,
  featureCard,
  httpsUrl,
  isoDate,
  limited,
  link,
  pageFeature,
  pageLead,
  text,
  texts,
  titledText,
  withPlaceholders,
} from './fields';
import { listOf, named } from './naming';
import { duplicates, entriesOf, showValue, type ContentRule, type Problem } from './rules';

export const training = z.strictObject({
  id: count(),
  title: limited(120),
  /** First day, "YYYY-MM-DD". The calendar shows and filters on its month ("March 2025"). */
  startDate: isoDate,
  description: limited(cardText),
  /** Daily hours, "9:00 AM - 5:00 PM" (East Africa Time). */
  time: z
    .string()
    .regex(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/, 'is not a time such as "9:00 AM - 5:00 PM"'),
  location: text(),
  duration: z.string().regex(/^\d+ days?$/, 'is not a duration such as "1 day" or "2 days"'),
  registered: count(),
  capacity: count(),
});
export type Training = z.infer<typeof training>;

export const courseStatuses = ['registration-open', 'completed', 'upcoming'] as const;
export const courseStatus = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatus>;

/** What `registrationLink` says once a course can no longer be joined. */
export const COMPLETED = 'COMPLETED';

export const shortCourse = z.strictObject({
  name: limited(120),
  /** First and last day ("YYYY-MM-DD"), shown as "3rd – 7th March 2025"; or 'to-be-confirmed'. */
  dates: courseDates,
  /** External URL of the registration form, or "COMPLETED". */
  registrationLink: z.union([z.literal(COMPLETED), httpsUrl]),
  status: courseStatus,
});
export type ShortCourse = z.infer<typeof shortCourse>;

/** The words of the training calendar's tables (content/trainings.ts, `trainingCalendarWords`). */
export const trainingCalendarWords = z.strictObject({
  filter: text(),
  all: text(),
  inMonth: withPlaceholders('month'),
  training: text(),
  trainings: text(),
  columns: z.strictObject({ details: text(), schedule: text() }),
  status: z.strictObject({
    showingAll: withPlaceholders('count'),
    showing: withPlaceholders('count', 'trainings', 'inMonth'),
    noneUpcoming: withPlaceholders('inMonth'),
    upcomingAndPast: withPlaceholders('upcoming', 'upcomingTrainings', 'past', 'pastTrainings', 'inMonth'),
  }),
  /** Under the note that no training is to come: where to hear of the next dates. */
  follow: link,
  empty: z.strictObject({ title: text(), text: text() }),
  captions: z.strictObject({
    upcoming: withPlaceholders('inMonth'),
    all: withPlaceholders('inMonth'),
    past: withPlaceholders('inMonth'),
  }),
  past: z.strictObject({
    title: text(),
    /** The fold under the latest held trainings, when none is to come. */
    earlier: text(),
    count: withPlaceholders('count', 'trainings', 'inMonth'),
    show: text(),
    hide: text(),
  }),
  row: z.strictObject({
    duration: text(),
    location: text(),
    date: text(),
    time: text(),
    registered: withPlaceholders('registered', 'capacity'),
    fullyBooked: text(),
    spot: withPlaceholders('spots'),
    spots: withPlaceholders('spots'),
    held: text(),
    register: text(),
    emailSubject: withPlaceholders('title', 'month'),
  }),
});
export type TrainingCalendarWords = z.infer<typeof trainingCalendarWords>;

export const trainingsFile = {
  trainings: listOf(training, 'training', ['title']),
  trainingCalendarWords: named(trainingCalendarWords, 'training calendar words'),
  shortCourses: listOf(shortCourse, 'short course', ['name']),
};

export const trainingsRules: ContentRule = (exports) => [
  ...duplicates('trainings', exports.trainings, 'id', undefined, 'names the training’s calendar file'),
  ...duplicates('shortCourses', exports.shortCourses, 'name', undefined, 'names the course’s calendar file'),
  ...entriesOf(exports.shortCourses).flatMap((course, index): Problem[] => {
    const dates = course.dates as { start?: unknown; end?: unknown } | undefined;
    if (typeof dates !== 'object' || dates === null) return [];
    const { start, end } = dates;
    if (typeof start !== 'string' || typeof end !== 'string' || !parseIsoDay(start) || !parseIsoDay(end)) return [];
    return compareIsoDays(end, start) < 0
      ? [
          {
            exportName: 'shortCourses',
            index,
            field: 'dates.end',
            message: `${showValue(end)} is before the start ${showValue(start)}`,
          },
        ]
      : [];
  }),
  ...entriesOf(exports.shortCourses).flatMap((course, index): Problem[] =>
    course.status === 'registration-open' && course.registrationLink === COMPLETED
      ? [
          {
            exportName: 'shortCourses',
            index,
            field: 'registrationLink',
            message: '"COMPLETED" on a course whose status is "registration-open" (write the form’s https:// address)',
          },
        ]
      : [],
  ),
];

export type TrainingPolicy = z.infer<typeof titledText>;

export const trainingInfoFile = {
  trainingCategories: z.array(featureCard),
  trainingInclusions: texts(),
  trainingPolicies: z.array(titledText),
  calendarLead: named(pageFeature, 'training calendar lead'),
  shortCoursesLead: named(pageLead, 'short courses lead'),
};
