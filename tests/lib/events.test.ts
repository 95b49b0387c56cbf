import { agms } from '@/content/agm';
import { conferencePromo } from '@/content/site';
import { contentEvents } from '@/lib/content-events';
import { eventsByMonth, pastEvents, siteEvents, upcomingEvents, type EventSources } from '@/lib/events';
import { shortCourses, trainings } from '@/lib/trainings';
import { sampleCourse, sampleTraining } from '../support/sample-trainings';

/** A calendar written for these tests. */
const sample: EventSources = {
  trainings: [
    sampleTraining({ title: 'Audit basics', startDate: '2025-05-20', duration: '2 days' }),
    sampleTraining({ title: 'Wetlands', startDate: '2025-07-01', duration: '1 day' }),
  ],
  courses: [
    sampleCourse({ name: 'GIS', dates: 'to-be-confirmed' }),
    sampleCourse({ name: 'EIA certificate', dates: { start: '2025-05-05', end: '2025-05-09' } }),
  ],
  agms: [{ title: 'AGM', date: '2025-06-14', venue: 'Nairobi' }],
  conference: {
    title: 'Conference',
    days: { start: '2025-09-10', end: '2025-09-12' },
    venue: 'KICC',
    href: 'https://conference.example.org',
  },
};

describe('siteEvents', () => {
  it('lists every dated event, the earliest first, each linking to its page', () => {
    const events = siteEvents(sample);
    expect(events.map((event) => event.title)).toEqual([
      'EIA certificate',
      'Audit basics',
      'AGM',
      'Wetlands',
      'Conference',
    ]);
    expect(events.find((event) => event.title === 'Audit basics')).toMatchObject({
      kind: 'training',
      last: '2025-05-21',
      when: '20th – 21st May 2025',
      href: '/trainings/calendar#audit-basics',
      external: false,
    });
    expect(events.find((event) => event.kind === 'conference')).toMatchObject({ external: true, place: 'KICC' });
  });

  it('holds every training, every dated course, the AGM and the conference of the content', () => {
    const titles = contentEvents().map((event) => event.title);
    for (const training of trainings) expect(titles).toContain(training.title);
    for (const course of shortCourses.filter((c) => c.span)) expect(titles).toContain(course.name);
    for (const meeting of agms) expect(titles).toContain(meeting.title);
    expect(titles).toContain(conferencePromo.title);
  });
});

describe('upcoming and past', () => {
  const events = siteEvents(sample);

  it('an event is to come until its last day has passed', () => {
    expect(upcomingEvents(events, '2025-05-21').map((e) => e.title)).toEqual([
      'Audit basics',
      'AGM',
      'Wetlands',
      'Conference',
    ]);
    expect(pastEvents(events, '2025-05-21').map((e) => e.title)).toEqual(['EIA certificate']);
  });

  it('lists past events the latest first, and nothing as to come once all are over', () => {
    expect(upcomingEvents(events, '2026-01-01')).toEqual([]);
    expect(pastEvents(events, '2026-01-01').map((e) => e.title)).toEqual([
      'Conference',
      'Wetlands',
      'AGM',
      'Audit basics',
      'EIA certificate',
    ]);
  });

  it('groups by the month an event starts in, in the order given', () => {
    expect(eventsByMonth(pastEvents(events, '2026-01-01')).map((m) => [m.label, m.events.length])).toEqual([
      ['September 2025', 1],
      ['July 2025', 1],
      ['June 2025', 1],
      ['May 2025', 2],
    ]);
  });
});
