/**
 * The trainings and short courses as the site uses them: content/trainings.ts read through its
 * schema once, here, which works out each training's days and daily hours and each course's days.
 * Pages and build steps take them from here; the functions of lib/ take them as arguments.
 */
import { trainingsFile } from '@/content/schema';
import { shortCourses as writtenCourses, trainings as writtenTrainings } from '@/content/trainings';

export const trainings = trainingsFile.trainings.parse(writtenTrainings);
export const shortCourses = trainingsFile.shortCourses.parse(writtenCourses);
