import { shortCoursesLead } from '@/content/training-info';
import { pages } from '@/content/pages';
import { copyMetadata } from '@/lib/page-copy';
import { buildDay } from '@/lib/build-date';
import { coursesInOrder, datedCourse } from '@/lib/course-status';
import { shortCoursesJsonLd } from '@/lib/structured-data-trainings';
import { shortCourses } from '@/lib/trainings';
import { CourseCard } from '@/components/trainings/course-card';
import { CourseStats } from '@/components/trainings/course-stats';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { Section } from '@/components/ui/section';

const copy = pages.shortCourses;

export const metadata = copyMetadata(copy);

export default function ShortCoursesPage() {
  return (
    <>
      <PageIntro copy={copy}>
        <CourseStats courses={shortCourses.map(datedCourse)} />
      </PageIntro>
      <LeadSection id="short-courses-lead" {...shortCoursesLead} />
      <Section id="courses" tone="tint" {...copy.sections.courses}>
        <ul className="fill-pairs fill-rows grid gap-6 sm:grid-cols-4 lg:grid-cols-6">
          {coursesInOrder(shortCourses, buildDay()).map((course) => (
            <li key={course.name}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...copy.cta} />
      <JsonLd data={shortCoursesJsonLd(shortCourses)} />
    </>
  );
}
