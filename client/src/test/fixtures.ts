// Data the client's tests need, made through the API as the administrator (each test its own, by
// unique names: the tests share one app).
import { asAdministrator, unique } from './api';

export interface CourseWithSlot {
  course: { id: number; title: string };
  slot: { id: number };
  branch: { id: number; title: string };
}

/** A visible course with one weekly slot at a new branch, taught by `lectorId` if given. */
export async function courseWithSlot(capacity = 10, lectorId: number | null = null): Promise<CourseWithSlot> {
  const { createBranch: branch } = await asAdministrator<{ createBranch: { id: number; title: string } }>(
    'mutation ($input: BranchInput!) { createBranch(input: $input) { id title } }',
    { input: { title: unique('Pobočka'), address: 'Masarykova 1, Brno' } },
  );
  const { createCourse: course } = await asAdministrator<{ createCourse: { id: number; title: string } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id title } }',
    {
      input: {
        title: unique('Kroužek'),
        type: 'sport',
        category: 'preschool',
        capacity,
        maxCapacity: capacity + 2,
        price: 1500,
      },
    },
  );
  const { createSchedule: slot } = await asAdministrator<{ createSchedule: { id: number } }>(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: course.id, branchId: branch.id, dayOfWeek: 2, from: '16:00', to: '17:00', lectorId } },
  );
  return { course, slot, branch };
}

/** ISO birth date of a child this many years old (and a half) today. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 6);
  return date.toISOString().slice(0, 10);
}

/** A parent's registration of a child to the slot, as the public form sends it. */
export async function registration(slotId: number, child = unique('Dítě')) {
  const { register } = await asAdministrator<{ register: { id: number; variableSymbol: string } }>(
    'mutation ($input: RegistrationInput!) { register(input: $input) { id variableSymbol } }',
    {
      input: {
        type: 'course',
        scheduleId: slotId,
        parentFirstName: 'Petra',
        parentLastName: 'Testovací',
        email: `${unique('rodic').replace(' ', '.')}@example.cz`,
        phone: '+420 777 111 222',
        childFullName: child,
        childBornYear: bornYearsAgo(5),
        photoConsent: false,
        personalDataConsent: true,
      },
    },
  );
  return { ...register, child };
}
