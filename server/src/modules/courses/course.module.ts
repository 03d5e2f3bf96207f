import { PictureOwner } from '@kurzy/common';
import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import type { Picture } from '../galleries/picture.entity';
import { NO_PLACES, type Places } from '../registrations/registration.free-spots';
import type { Schedule } from '../schedules/schedule.entity';
import { Course } from './course.entity';
import { CourseCopyResolver, CourseCrudResolver, CourseFieldsResolver } from './course.resolver';
import { courseRest } from './course.rest';
import { CourseService } from './course.service';

declare module '../../core/services' {
  interface Services {
    courses: CourseService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    coursePlaces: DataLoader<number, Places>;
    courseSchedules: DataLoader<number, Schedule[]>;
    courseIllustrations: DataLoader<number, Picture[]>;
    courseSuccessors: DataLoader<number, number | null>;
  }
}

const loaders: LoaderFactory = ({ courses, schedules, pictures }, actor) => ({
  coursePlaces: mapLoader(
    (ids) => courses.places(ids),
    () => NO_PLACES,
  ),
  courseSchedules: mapLoader(
    (ids) => schedules.forCourses(actor, ids),
    () => [],
  ),
  courseSuccessors: mapLoader<number | null>(
    (ids) => courses.successors(actor, ids),
    () => null,
  ),
  courseIllustrations: mapLoader(
    (ids) => pictures.lists(PictureOwner.course, ids, { illustrationsOnly: true }),
    () => [],
  ),
});

/** After-school courses; parents register a child to one of their schedule slots. */
export const courseModule: AppModule = {
  name: 'courses',
  entities: [Course],
  resolvers: [CourseCrudResolver, CourseFieldsResolver, CourseCopyResolver],
  rest: courseRest,
  loaders,
  services: ({ dataSource }, { pictures, waitlist }) => ({
    courses: new CourseService(dataSource, pictures, waitlist),
  }),
};
