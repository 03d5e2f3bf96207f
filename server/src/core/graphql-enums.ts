// The common/ enums made known to GraphQL once; import this module before building the schema.
import { registerEnumType } from 'type-graphql';
import {
  ActivityType,
  AgeCategory,
  CourseLevel,
  Availability,
  PaymentSource,
  PaymentState,
  PictureOwner,
  RegistrationSortField,
  RegistrationType,
  Role,
  SortDirection,
} from '@kurzy/common';

registerEnumType(AgeCategory, { name: 'AgeCategory', description: 'Age band of a course or camp' });
registerEnumType(CourseLevel, {
  name: 'CourseLevel',
  description: 'Who a course is for: beginner (začátečníci), intermediate (mírně pokročilí), advanced (pokročilí)',
});
registerEnumType(ActivityType, { name: 'ActivityType', description: 'What the children do' });
registerEnumType(Availability, {
  name: 'Availability',
  description: 'free: places left; replacementsOnly: capacity reached; closed: maxCapacity reached, nothing is taken',
});
registerEnumType(PaymentState, {
  name: 'PaymentState',
  description: 'From the payments paired with a registration and what is due: unpaid, partially_paid, paid, overpaid',
});
registerEnumType(PaymentSource, { name: 'PaymentSource', description: 'Where a payment was recorded from' });
registerEnumType(RegistrationType, {
  name: 'RegistrationType',
  description: 'course: weekly lessons for a term; camp: a run of days',
});
registerEnumType(Role, { name: 'Role', description: 'Staff role' });
registerEnumType(PictureOwner, { name: 'PictureOwner', description: 'What a picture belongs to' });
registerEnumType(SortDirection, { name: 'SortDirection', description: 'asc: ascending; desc: descending' });
registerEnumType(RegistrationSortField, {
  name: 'RegistrationSortField',
  description: 'What the registrations grid sorts by',
});
