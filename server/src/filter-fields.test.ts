import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Kind, parse, type InputObjectTypeDefinitionNode } from 'graphql';
import { AuthErrorCode, FilterErrorCode, Role } from '@kurzy/common';
import { BranchFilter } from './modules/branches/branch.inputs';
import { CampFilter } from './modules/camps/camp.inputs';
import { CourseFilter } from './modules/courses/course.inputs';
import { CourseService } from './modules/courses/course.service';
import { CustomerFilter } from './modules/customers/customer.inputs';
import { GalleryFilter } from './modules/galleries/gallery.inputs';
import { NewsFilter } from './modules/news/news.inputs';
import { RegistrationFilter } from './modules/registrations/registration.inputs';
import { ScheduleFilter } from './modules/schedules/schedule.inputs';
import { UserFilter } from './modules/users/user.inputs';
import { VideoFilter } from './modules/videos/video.inputs';
import { createTestDatabase, type TestDatabase } from './test/database';
import type { Actor } from './core/actor';
import { AppError } from './core/errors';
import { filterSpecOf } from './core/filter-field';
import { filterConditions, refuseFilters } from './core/filters';
import { SCHEMA_FILE } from './core/paths';

const FILTER_CLASSES = [
  BranchFilter,
  CampFilter,
  CourseFilter,
  CustomerFilter,
  GalleryFilter,
  NewsFilter,
  RegistrationFilter,
  ScheduleFilter,
  UserFilter,
  VideoFilter,
];

const refusal = (work: () => unknown): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return null;
};

describe('filter fields declared once', () => {
  it('give every field of each filter input a rule, and no rule without its field', () => {
    const inputs = parse(readFileSync(SCHEMA_FILE, 'utf8')).definitions.filter(
      (node): node is InputObjectTypeDefinitionNode => node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION,
    );
    for (const filterClass of FILTER_CLASSES) {
      const input = inputs.find((node) => node.name.value === filterClass.name);
      const fields = (input?.fields ?? []).map((field) => field.name.value).sort();
      expect({ [filterClass.name]: Object.keys(filterSpecOf(filterClass)).sort() }).toEqual({
        [filterClass.name]: fields,
      });
    }
  });

  it('keep the custom SQL and the staff-only mark beside the field', () => {
    expect(filterSpecOf(UserFilter).email).toEqual({ kind: 'text', staffOnly: true });
    expect(filterSpecOf(ScheduleFilter).lectorId).toEqual({ kind: 'exact', sql: ['"lector"."id"'] });
    expect(filterSpecOf(RegistrationFilter).courseId?.condition?.('$1')).toContain('s.course_id = $1');
  });
});

const STAFF: Actor = { userId: 1, username: 'admin', role: Role.administrator, editsContent: false, sessionId: 1 };
const LECTOR: Actor = { userId: 2, username: 'lektor', role: Role.lector, editsContent: true, sessionId: 2 };

describe('a field for those who may read it (a registration’s payment state, money)', () => {
  const registrations = filterSpecOf(RegistrationFilter);

  it('is refused to a lector, in a filter and a sort, and left to an administrator', () => {
    expect(refusal(() => refuseFilters({ paymentState: 'paid' }, registrations, LECTOR))).toMatchObject({
      code: AuthErrorCode.Forbidden,
    });
    expect(refusal(() => refuseFilters({}, registrations, LECTOR, { field: 'paymentState' }))).toMatchObject({
      code: AuthErrorCode.Forbidden,
    });
    // An empty value filters nothing, and tells nothing.
    expect(refusal(() => refuseFilters({ paymentState: '' }, registrations, LECTOR))).toBeNull();
    expect(refusal(() => refuseFilters({ text: 'Jan' }, registrations, LECTOR, { field: 'createdAt' }))).toBeNull();
    expect(
      refusal(() => refuseFilters({ paymentState: 'paid' }, registrations, STAFF, { field: 'paymentState' })),
    ).toBeNull();
  });
});

describe('an unknown filter field', () => {
  const spec = filterSpecOf(CourseFilter);

  it('is refused, empty or not, naming each such field', () => {
    for (const value of ['x', '', null]) {
      const error = refusal(() => refuseFilters({ title: 'aikido', nickname: value, cacheBuster: 1 }, spec, STAFF));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: FilterErrorCode.UnknownField,
        kind: 'VALIDATION',
        message: 'Podle tohoto pole nelze filtrovat.',
        fieldErrors: {
          nickname: 'Podle tohoto pole nelze filtrovat.',
          cacheBuster: 'Podle tohoto pole nelze filtrovat.',
        },
      });
    }
    expect(refusal(() => filterConditions({ nickname: 'x' }, spec, 'course', () => () => '$1'))).toMatchObject({
      code: FilterErrorCode.UnknownField,
    });
  });

  it('is not mistaken for a property every object has', () => {
    expect(refusal(() => refuseFilters(JSON.parse('{"constructor": "x"}'), spec, STAFF))).toMatchObject({
      fieldErrors: { constructor: 'Podle tohoto pole nelze filtrovat.' },
    });
  });

  it('leaves the known fields as they were: staff-only ones refused for anonymous visitors only', () => {
    const users = filterSpecOf(UserFilter);
    expect(refusal(() => refuseFilters({ name: 'Jana', email: 'jana@example.cz' }, users, STAFF))).toBeNull();
    expect(refusal(() => refuseFilters({ name: 'Jana', email: '' }, users, null))).toBeNull();
    expect(refusal(() => refuseFilters({ email: 'jana@example.cz' }, users, null))).toMatchObject({
      code: FilterErrorCode.StaffOnly,
      fieldErrors: { email: 'Podle tohoto pole mohou filtrovat jen přihlášení pracovníci.' },
    });
  });

  describe('passed to a service', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it('is a 400-kind refusal before anything is read, in a list and a search alike', async () => {
      const service = new CourseService(database.dataSource);
      const administrator: Actor = {
        userId: 1,
        username: 'admin',
        role: Role.administrator,
        editsContent: false,
        sessionId: 1,
      };
      for (const work of [
        () => service.list(administrator, { nickname: 'x' }),
        () => service.search(administrator, { title: '', nickname: 'x' }),
        () => service.list(null, { nickname: 'x' }),
      ])
        await expect(work()).rejects.toMatchObject({ code: FilterErrorCode.UnknownField, kind: 'VALIDATION' });
    });
  });
});
