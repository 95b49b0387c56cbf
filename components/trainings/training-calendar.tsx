import type { ScheduledTraining } from '@/content/schema';
import { trainingCalendarWords } from '@/content/trainings';
import { TrainingCalendarView, type CalendarEntry } from './training-calendar-view';
import { TrainingDetails, TrainingScheduleFacts, trainingStates } from './training-row';

interface TrainingCalendarProps {
  trainings: ScheduledTraining[];
  /** Email of the training office; Register Now opens a message to it. */
  trainingEmail: string;
}

/**
 * The month filter and the trainings tables. The rows' cells are rendered here, on the server, with
 * the parts a training to come adds (places, registration) beside the parts they share; the view in the browser only decides which trainings
 * show, in which table and in which state. So hydrating the page and marking what has passed run
 * none of the rows' code.
 */
export function TrainingCalendar({ trainings, trainingEmail }: TrainingCalendarProps) {
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
