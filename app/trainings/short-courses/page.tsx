import { shortCourses } from '@/content/trainings';
import { shortCoursesLead } from '@/content/training-info';
import { site } from '@/content/site';
import { courseSpan, lastDayOf } from '@/lib/event-dates';
import { mailto } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { shortCoursesJsonLd } from '@/lib/structured-data-trainings';
import { CourseCard } from '@/components/trainings/course-card';
import { CourseStats } from '@/components/trainings/course-stats';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { MediaSplit } from '@/components/ui/media-split';
import { Section } from '@/components/ui/section';

const crumbs = [{ label: 'Short Courses', href: '/trainings/short-courses' }];

export const metadata = pageMetadata({
  title: 'Short Courses',
  description:
    'Certificate short courses for environmental practitioners in Kenya: EIA and audit, climate finance, GIS and waste management.',
  path: '/trainings/short-courses',
});

export default function ShortCoursesPage() {
  const dated = shortCourses.map((course) => ({ status: course.status, lastDay: lastDayOf(courseSpan(course)) }));
  return (
    <>
      <PageHeader
        title="Short Courses"
        crumbs={crumbs}
        intro="Intensive, practical courses that build the skills environmental practitioners use every day. Register online for the courses that are open."
      >
        <CourseStats courses={dated} />
      </PageHeader>
      <MediaSplit id="short-courses-lead" title={shortCoursesLead.title} image={shortCoursesLead.image} priority>
        {shortCoursesLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <Section
        id="courses"
        tone="tint"
        title="Our courses"
        intro="Registration forms open in a new tab. Members get 20% off course fees and earn CPD points on completion."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shortCourses.map((course) => (
            <li key={course.name}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Looking for a course for your team?"
        text="We run tailored courses for organisations and counties. Tell us what your team needs, or see the full training calendar."
        actions={[
          {
            label: 'Email the Training Office',
            href: mailto(site.contacts.trainingEmail, 'Tailored short course enquiry'),
          },
          { label: 'View Training Calendar', href: '/trainings/calendar' },
        ]}
      />
      <JsonLd data={shortCoursesJsonLd(shortCourses)} />
    </>
  );
}
