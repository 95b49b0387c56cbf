import { shortCourse, training, type ShortCourse, type Training } from '@/content/schema';

/**
 * A training or a course written for the tests, read through the schema as the site reads content
 * (lib/trainings.ts): only the fields a test is about need writing.
 */
export function sampleTraining(fields: Partial<Training>) {
  return training.parse({
    id: 1,
    title: 'Sample training',
    startDate: '2025-05-20',
    description: 'A training written for the tests.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '1 day',
    registered: 0,
    capacity: 20,
    ...fields,
  });
}

export function sampleCourse(fields: Partial<ShortCourse>) {
  return shortCourse.parse({
    name: 'Sample course',
    dates: 'to-be-confirmed',
    registrationLink: 'COMPLETED',
    status: 'completed',
    ...fields,
  });
}
