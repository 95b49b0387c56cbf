import { Calendar } from 'lucide';
import type { ScheduledCourse } from '@/content/schema';
import { actions } from '@/content/navigation';
import { courseAction, courseBadge } from '@/lib/course-status';
import { courseDateText } from '@/lib/dates';
import { courseCalendarPath } from '@/lib/calendar-files';
import { anchorId } from '@/lib/slug';
import { UntilOver } from '@/components/time/until-over';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';
import { Card } from '@/components/ui/card';

const completed = courseBadge('completed');

/** What a course without registration says in place of the button: a quiet line, not a grey button. */
function Note({ children }: { children: string }) {
  return <p className="border-t border-brand-900/10 pt-4 text-sm font-semibold text-ink-muted">{children}</p>;
}

/** One short course; once its last day has passed in the visitor's calendar it shows as completed. */
export function CourseCard({ course }: { course: ScheduledCourse }) {
  const badge = courseBadge(course.status);
  const action = courseAction(course);
  const lastDay = course.span?.end ?? null;
  return (
    <Card as="article" aria-labelledby={anchorId(course.name)} className="flex h-full flex-col">
      <div data-pagefind-ignore>
        <UntilOver lastDay={lastDay} over={<Badge tone={completed.tone}>{completed.label}</Badge>}>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </UntilOver>
      </div>
      <h3 id={anchorId(course.name)} className="mt-4 scroll-mt-36 text-lg font-bold text-brand-900">
        {course.name}
      </h3>
      <p className="mt-2 flex flex-1 items-start gap-2 text-sm text-ink-muted">
        <Svg node={Calendar} className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{courseDateText(course.dates)}</span>
      </p>
      <div className="mt-6" data-pagefind-ignore>
        <UntilOver lastDay={lastDay} over={<Note>Course Completed</Note>}>
          {action.kind === 'register' ? (
            <ButtonLink href={action.href} external className="w-full">
              {actions.registerTraining.label}
              <span className="sr-only">: {course.name}</span>
            </ButtonLink>
          ) : (
            <Note>{action.label}</Note>
          )}
          <AddToCalendar href={courseCalendarPath(course)} title={course.name} className="mt-3 w-full justify-center" />
        </UntilOver>
      </div>
    </Card>
  );
}
