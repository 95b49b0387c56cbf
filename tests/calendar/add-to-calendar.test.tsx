import { render, screen } from '@testing-library/react';
import { AddToCalendar, TrainingsFeedLink } from '@/components/calendar/add-to-calendar';

describe('AddToCalendar', () => {
  it('is a download link named after the event', () => {
    render(<AddToCalendar href="/ics/trainings/2.ics" title="Environmental Audit Practice" />);
    const link = screen.getByRole('link', { name: 'Add to calendar: Environmental Audit Practice' });
    expect(link).toHaveAttribute('href', '/ics/trainings/2.ics');
    expect(link).toHaveAttribute('download', 'environmental-audit-practice.ics');
    expect(link).toHaveTextContent(/^Add to calendar/);
  });

  it('renders nothing for an event without a calendar file', () => {
    const { container } = render(<AddToCalendar href={null} title="GIS and Remote Sensing" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TrainingsFeedLink', () => {
  it('links to the feed of all trainings', () => {
    render(<TrainingsFeedLink />);
    expect(screen.getByRole('link', { name: 'Subscribe to all trainings' })).toHaveAttribute(
      'href',
      '/ics/trainings.ics',
    );
  });
});
