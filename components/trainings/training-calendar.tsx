import type { ScheduledTraining } from '@/content/schema';
import { trainingCalendarWords } from '@/content/trainings';
import { TrainingCalendarView, type CalendarEntry } from './training-calendar-view';
import { TrainingDetails, TrainingScheduleFacts, trainingStates } from './training-row';

/** The rows' cells are rendered here, on the server; the view in the browser only picks which show, and where. */
export function TrainingCalendar({
  trainings,
  trainingEmail,
}: {
  trainings: ScheduledTraining[];
  trainingEmail: string;
}) {
  const entries: CalendarEntry[] = trainings.map((training) => ({
    id: training.id,
    startDate: training.startDate,
    lastDay: training.span.end,
    details: <TrainingDetails training={training} />,
    facts: <TrainingScheduleFacts training={training} />,
    ...trainingStates(training, trainingEmail),
  }));
  const { row: _row, ...words } = trainingCalendarWords;
  return <TrainingCalendarView entries={entries} words={words} />;
}
