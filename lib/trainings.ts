/** content/trainings.ts read through its schema once, which works out each training's and course's days. */
import { trainingsFile } from '@/content/schema';
import { shortCourses as writtenCourses, trainings as writtenTrainings } from '@/content/trainings';

export const trainings = trainingsFile.trainings.parse(writtenTrainings);
export const shortCourses = trainingsFile.shortCourses.parse(writtenCourses);
