import type { ReactNode } from 'react';
import type { TrainingCalendarWords } from '@/content/schema';
import { cardClasses } from '@/components/ui/card';

/** The second cell: the schedule's facts and the training's state, its actions beside them from lg. */
export function ScheduleCell({ facts, state, actions }: { facts: ReactNode; state: ReactNode; actions: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[1fr_auto] lg:gap-x-6">
      <div>
        {facts}
        {state}
      </div>
      {actions}
    </div>
  );
}

/** Trainings as a table: details in the first column, schedule in the second; stacked on phones. */
export function TrainingTable({
  rows,
  caption,
  columns,
}: {
  /** Each training's two cells, rendered on the server. */
  rows: { id: number; details: ReactNode; schedule: ReactNode }[];
  caption: string;
  columns: TrainingCalendarWords['columns'];
}) {
  return (
    <div className={cardClasses({ flush: true }, 'mt-4 overflow-hidden')}>
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        {/* On phones the header row is folded to no height rather than clipped (sr-only): checkers take
            a clipped element for a hidden one. */}
        <thead className="bg-brand-50 text-brand-900 max-md:block max-md:h-0 max-md:overflow-hidden">
          <tr>
            <th scope="col" className="px-6 py-3 font-semibold">
              {columns.details}
            </th>
            <th scope="col" className="px-6 py-3 font-semibold">
              {columns.schedule}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/10 max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className="align-top max-md:block">
              <td className="px-6 pt-5 pb-2 max-md:block md:py-5">{row.details}</td>
              <td className="px-6 pt-2 pb-5 max-md:block md:w-72 md:py-5 lg:w-[28rem]">{row.schedule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
