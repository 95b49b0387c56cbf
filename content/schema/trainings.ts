/** The training calendar, short courses and the trainings pages' fixed content. */
import { z } from 'zod';
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
  words,
  fieldsOf,
} from './fields';
import { listOf, named } from './naming';
import { duplicates, entriesOf, type ContentRule, type Problem } from './rules';
import {
  TO_BE_CONFIRMED,
  addDays,
  dayOf,
  daysBetween,
  isoText,
  maxEventDays,
  parseDailyHours,
  parseDayCount,
} from './values';

/** Consecutive days, both ends included, as ISO days ("YYYY-MM-DD"). */
export interface DaySpan {
  start: string;
  end: string;
  /** How many days, 1 for a one-day event. */
  days: number;
}

function spanOf(start: string, end: string): DaySpan {
  return { start, end, days: daysBetween(dayOf(start), dayOf(end)) + 1 };
}

/** A text that `parse` reads (to anything but null). */
const readable = (parse: (text: string) => unknown, message: string) =>
  z.string().refine((text) => parse(text) !== null, message);

export const training = z
  .strictObject({
    id: count(),
    title: limited(120),
    /** First day, "YYYY-MM-DD". The calendar shows and filters on its month ("March 2025"). */
    startDate: isoDate,
    description: limited(cardText),
    /** Daily hours, "9:00 AM - 5:00 PM" (East Africa Time). */
    time: readable(parseDailyHours, 'is not a time such as "9:00 AM - 5:00 PM" (ending after it starts)'),
    location: text(),
    duration: readable(parseDayCount, `is not a duration such as "1 day" or "2 days" (at most ${maxEventDays})`),
    registered: count(),
    capacity: count(),
  })
  // Read once, here: its days (from the first day and the duration) and its daily hours in 24-hour time.
  .transform((written) => {
    const end = isoText(addDays(dayOf(written.startDate), parseDayCount(written.duration)! - 1));
    return { ...written, span: spanOf(written.startDate, end), hours: parseDailyHours(written.time)! };
  });
/** A training as content/trainings.ts writes it. */
export type Training = z.input<typeof training>;
/** A training as the site uses it: with its days (`span`) and daily hours read. */
export type ScheduledTraining = z.output<typeof training>;

export const courseStatus = z.enum(['registration-open', 'completed', 'upcoming']);
export type CourseStatus = z.infer<typeof courseStatus>;

/** What `registrationLink` says once a course can no longer be joined. */
export const COMPLETED = 'COMPLETED';

export const shortCourse = z
  .strictObject({
    name: limited(120),
    /** First and last day ("YYYY-MM-DD"), shown as "3rd – 7th March 2025"; or 'to-be-confirmed'. */
    dates: courseDates,
    /** External URL of the registration form, or "COMPLETED". */
    registrationLink: z.union([z.literal(COMPLETED), httpsUrl]),
    status: courseStatus,
  })
  // Read once, here: its days, or null while they are to be confirmed (a one-day course may leave out its end).
  .transform((written) => {
    const { dates } = written;
    return { ...written, span: dates === TO_BE_CONFIRMED ? null : spanOf(dates.start, dates.end ?? dates.start) };
  });
/** A short course as content/trainings.ts writes it. */
export type ShortCourse = z.input<typeof shortCourse>;
/** A short course as the site uses it: with its days (`span`) read, null while to be confirmed. */
export type ScheduledCourse = z.output<typeof shortCourse>;

/** The words of the training calendar's tables (content/trainings.ts, `trainingCalendarWords`). */
export const trainingCalendarWords = z.strictObject({
  ...words('filter', 'all'),
  inMonth: withPlaceholders('month'),
  ...words('training', 'trainings'),
  columns: z.strictObject(words('details', 'schedule')),
  status: z.strictObject({
    showingAll: withPlaceholders('count'),
    showing: withPlaceholders('count', 'trainings', 'inMonth'),
    noneUpcoming: withPlaceholders('inMonth'),
    upcomingAndPast: withPlaceholders('upcoming', 'upcomingTrainings', 'past', 'pastTrainings', 'inMonth'),
  }),
  /** Under the note that no training is to come: where to hear of the next dates. */
  follow: link,
  empty: z.strictObject(words('title', 'text')),
  captions: z.strictObject(fieldsOf(withPlaceholders('inMonth'), 'upcoming', 'all', 'past')),
  past: z.strictObject({
    title: text(),
    /** The fold under the latest held trainings, when none is to come. */
    earlier: text(),
    count: withPlaceholders('count', 'trainings', 'inMonth'),
    ...words('show', 'hide'),
  }),
  row: z.strictObject({
    ...words('duration', 'location', 'date', 'time'),
    registered: withPlaceholders('registered', 'capacity'),
    fullyBooked: text(),
    ...fieldsOf(withPlaceholders('spots'), 'spot', 'spots'),
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
  ...duplicates('trainings', exports.trainings, 'id', 'names the training’s calendar file'),
  ...duplicates('shortCourses', exports.shortCourses, 'name', 'names the course’s calendar file'),
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
