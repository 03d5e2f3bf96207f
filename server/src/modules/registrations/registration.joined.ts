// The REST search of registrations answers each one with its slot (course, branch, lector), camp and
// the differences from its customer: one statement joins them all to the page (issue 28, item 4),
// where the batched loaders took three more queries and TypeORM's hydration of the slots.
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { JoinedRead } from '../../core/crud';
import { entityFromRow, selectedColumnSql } from '../../core/database/rows';
import type { Loaders } from '../../core/loaders';
import { Branch } from '../branches/branch.entity';
import { Camp } from '../camps/camp.entity';
import { Course } from '../courses/course.entity';
import { Customer } from '../customers/customer.entity';
import { Schedule } from '../schedules/schedule.entity';
import { User } from '../users/user.entity';
import { Registration } from './registration.entity';

/** A registration with what its REST answer shows of its relations. */
export interface JoinedRegistration {
  registration: Registration;
  /** With its course, branch and lector, as the schedule loader reads it for staff. */
  schedule: Schedule | null;
  /** With its branch, as the camp loader reads it. */
  camp: Camp | null;
  customer: Customer | null;
}

/** One joined table: its alias, the columns read (TypeORM's selection: no `select: false` secrets)
 * and where they start in the row. */
interface Part {
  alias: string;
  metadata: EntityMetadata;
  columns: ColumnMetadata[];
  offset: number;
}

/** The entity of one part of a row; null when the LEFT JOIN found nothing. */
function entityOf<E extends ObjectLiteral>(part: Part, row: unknown[]): E | null {
  if (row[part.offset] === null) return null;
  return entityFromRow<E>(part.metadata, part.columns, row, part.offset);
}

const reads = new WeakMap<DataSource, JoinedRead<JoinedRegistration>>();

/** The statement and row reader, made once per data source (the SQL text is then one prepared
 * statement per filter shape). The registration's own alias is the search's, "registration". */
export function joinedRegistrations(dataSource: DataSource): JoinedRead<JoinedRegistration> {
  const known = reads.get(dataSource);
  if (known) return known;
  let offset = 0;
  const part = (alias: string, entity: EntityTarget<ObjectLiteral>): Part => {
    const metadata = dataSource.getMetadata(entity);
    // The id first: a null there is a relation that is not there.
    const selected = metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
    const columns = [
      ...selected.filter((column) => column.isPrimary),
      ...selected.filter((column) => !column.isPrimary),
    ];
    const made = { alias, metadata, columns, offset };
    offset += columns.length;
    return made;
  };
  const registration = part('registration', Registration);
  const schedule = part('reg_schedule', Schedule);
  const course = part('reg_course', Course);
  const branch = part('reg_schedule_branch', Branch);
  const lector = part('reg_lector', User);
  const camp = part('reg_camp', Camp);
  const campBranch = part('reg_camp_branch', Branch);
  const customer = part('reg_customer', Customer);
  const parts = [registration, schedule, course, branch, lector, camp, campBranch, customer];
  const select = parts
    .flatMap(({ alias, columns }) => columns.map((column) => selectedColumnSql(alias, column)))
    .join(', ');
  const table = (part: Part) => `"${part.metadata.tablePath}" "${part.alias}"`;
  const on = (part: Part, column: string) => `"${part.alias}"."id" = ${column}`;
  // Each relation with its own relations in parentheses: PostgreSQL then plans three small joins
  // instead of weighing the orders of seven (planning was most of the statement's time).
  const joins =
    ` LEFT JOIN (${table(schedule)} JOIN ${table(course)} ON ${on(course, '"reg_schedule"."course_id"')}` +
    ` JOIN ${table(branch)} ON ${on(branch, '"reg_schedule"."branch_id"')}` +
    ` LEFT JOIN ${table(lector)} ON ${on(lector, '"reg_schedule"."lector_id"')})` +
    ` ON ${on(schedule, '"registration"."schedule_id"')}` +
    ` LEFT JOIN (${table(camp)} LEFT JOIN ${table(campBranch)} ON ${on(campBranch, '"reg_camp"."branch_id"')})` +
    ` ON ${on(camp, '"registration"."camp_id"')}` +
    ` LEFT JOIN ${table(customer)} ON ${on(customer, '"registration"."customer_id"')}`;
  const read: JoinedRead<JoinedRegistration> = {
    select,
    joins,
    item: (row) => {
      const slot = entityOf<Schedule>(schedule, row);
      if (slot) {
        slot.course = entityOf<Course>(course, row) as Course;
        slot.branch = entityOf<Branch>(branch, row) as Branch;
        slot.lector = entityOf<User>(lector, row);
      }
      const itsCamp = entityOf<Camp>(camp, row);
      if (itsCamp) itsCamp.branch = entityOf<Branch>(campBranch, row);
      return {
        registration: entityOf<Registration>(registration, row) as Registration,
        schedule: slot,
        camp: itsCamp,
        customer: entityOf<Customer>(customer, row),
      };
    },
  };
  reads.set(dataSource, read);
  return read;
}

/** Hands the joined relations to this request's loaders, so presenting the registrations reads
 * nothing more: the very objects the loaders would have read (registration.read is staff-only, and
 * staff read every slot, camp and the customer of every registration they may read). */
export function primeLoaders(items: readonly JoinedRegistration[], loaders: Loaders): Registration[] {
  for (const { schedule, camp, customer } of items) {
    if (schedule) loaders.schedule.prime(schedule.id, schedule);
    if (camp) loaders.camp.prime(camp.id, camp);
    if (customer) loaders.customer.prime(customer.id, customer);
  }
  return items.map(({ registration }) => registration);
}
