import { render, screen } from '@testing-library/react';
import { CourseCard } from '@/components/trainings/course-card';
import type { ScheduledCourse } from '@/content/schema';
import { sampleCourse } from '../support/sample-trainings';

const written = {
  name: 'Wetland Restoration Practice',
  dates: { start: '2025-03-03', end: '2025-03-07' },
  registrationLink: 'https://forms.example.org/wetlands',
  status: 'registration-open',
} as const;
const open = sampleCourse(written);

function renderOn(today: Date, course: ScheduledCourse = open) {
  jest.useFakeTimers({ now: today });
  render(<CourseCard course={course} />);
}

afterEach(() => jest.useRealTimers());

describe('CourseCard as time passes', () => {
  it('before its last day, follows its status: open for registration with a calendar file', () => {
    renderOn(new Date(2025, 2, 7, 16));
    expect(screen.getByText('Registration Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', open.registrationLink);
    expect(screen.getByRole('link', { name: /^Add to calendar/ })).toBeInTheDocument();
  });

  it('after its last day, shows as completed whatever its status says', () => {
    renderOn(new Date(2025, 2, 8, 9));
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Course Completed')).toBeInTheDocument();
    expect(screen.queryByText('Registration Open')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Add to calendar/ })).not.toBeInTheDocument();
  });

  it('a course whose dates are still to be confirmed is never over', () => {
    const unscheduled = sampleCourse({ ...written, dates: 'to-be-confirmed' });
    renderOn(new Date(2030, 0, 1), unscheduled);
    expect(screen.getByText('Registration Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register Now/ })).toBeInTheDocument();
  });
});
