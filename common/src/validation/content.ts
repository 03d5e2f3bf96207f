// Validation of the content staff manage: one schema per domain, used by the server for every
// input and by the back-office forms (formik), so both give the same Czech messages.
import * as yup from 'yup';
import { isDistrict } from '../districts';
import { COURSE_LEVELS, type CourseLevel } from '../enums';
import {
  activityType,
  category,
  flag,
  optionalCount,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalInteger,
  optionalLine,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredCount,
  requiredDate,
  requiredEmail,
  requiredId,
  requiredLine,
  requiredText,
  requiredTime,
  requiredUrl,
  role,
} from './fields';
import { offerHoursField } from '../waitlist';
import { COURSE_FIELDS } from '../lists/courses';
import { declaredSchemaFields } from './declared-fields';
import { makeupCourseFields, makeupSlotFields } from './makeups';
import { requiredPrice, optionalPrice } from './money';
import {
  BALANCE_DUE_DAYS_DEFAULT,
  BALANCE_DUE_DAYS_MAX,
  BALANCE_DUE_DAYS_MIN,
  BALANCE_DUE_DAYS_RANGE,
  DEPOSIT_ABOVE_PRICE,
  DEPOSIT_NOT_POSITIVE,
} from '../deposit';
import { personName } from './names';
import { newPassword } from './password';
import { newsTranslations, textTranslations } from './translations';

export const MAX_CAPACITY_BELOW_CAPACITY = 'Maximální kapacita nemůže být menší než kapacita';
export const END_BEFORE_START = 'Konec nemůže být dříve než začátek';
export const INVALID_COURSE_LEVEL = 'Vyberte úroveň: začátečníci, mírně pokročilí nebo pokročilí';

const notBefore = (startField: string) =>
  function (this: yup.TestContext, value: string | null | undefined) {
    const start = this.parent[startField] as string | null | undefined;
    return !value || !start || value >= start;
  };

export const INVALID_DISTRICT = 'Vyberte okres ze seznamu';

export const branchSchema = yup.object({
  title: requiredLine(200),
  description: optionalText(5000),
  translations: textTranslations(),
  address: requiredLine(300),
  phone: optionalPhone(),
  email: optionalEmail(),
  web: optionalUrl(),
  /** Its okres: the spring holidays (jarní prázdniny) of the district apply to its lessons. */
  district: optionalText(40).test('district', INVALID_DISTRICT, (value) => !value || isDistrict(value)),
  active: flag(true),
  visible: flag(true),
});

const capacityFields = {
  capacity: requiredCount(),
  maxCapacity: requiredCount().test('max-capacity', MAX_CAPACITY_BELOW_CAPACITY, function (value) {
    return value === undefined || this.parent.capacity === undefined || value >= this.parent.capacity;
  }),
  /** How long a family has to accept a freed place (waiting-list offers). */
  offerHours: offerHoursField(),
};

/** Empty is "not said" (null). */
const courseLevel = () =>
  yup
    .mixed<CourseLevel>()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .oneOf([...COURSE_LEVELS, null], INVALID_COURSE_LEVEL);

export const courseSchema = yup.object({
  title: requiredLine(200),
  description: optionalText(5000),
  translations: textTranslations(),
  type: activityType(),
  category: category(),
  ...capacityFields,
  price: requiredPrice(),
  pricePerLesson: optionalPrice(),
  numberOfLessons: optionalCount(),
  time: optionalLine(200),
  location: optionalLine(200),
  startDate: optionalDate(),
  endDate: optionalDate().test('end', END_BEFORE_START, notBefore('startDate')),
  order: optionalInteger(),
  level: courseLevel(),
  ...declaredSchemaFields(COURSE_FIELDS),
  ...makeupCourseFields,
  active: flag(true),
  visible: flag(true),
});

export const campSchema = yup.object({
  title: requiredLine(200),
  description: optionalText(5000),
  translations: textTranslations(),
  from: requiredDate(),
  to: requiredDate().test('end', END_BEFORE_START, notBefore('from')),
  price: requiredPrice(),
  ...capacityFields,
  branchId: optionalId(),
  lectorId: optionalId(),
  category: category(),
  type: activityType(),
  active: flag(true),
  visible: flag(true),
  /** Prohlášení o bezinfekčnosti asked of the families (issue 48). */
  declarationRequired: flag(true),
  /** A doctor's certificate (posudek) asked of the families (issue 48). */
  certificateRequired: flag(false),
  /** Kč asked for when the place is taken, the rest later (issue 47); empty: paid at once. */
  depositAmount: optionalPrice()
    .min(1, DEPOSIT_NOT_POSITIVE)
    .test('deposit', DEPOSIT_ABOVE_PRICE, function (value) {
      const price = this.parent.price as number | undefined;
      return value == null || typeof price !== 'number' || value <= price;
    }),
  /** The balance is due this many days before the first day. */
  balanceDueDays: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(BALANCE_DUE_DAYS_RANGE)
    .integer(BALANCE_DUE_DAYS_RANGE)
    .min(BALANCE_DUE_DAYS_MIN, BALANCE_DUE_DAYS_RANGE)
    .max(BALANCE_DUE_DAYS_MAX, BALANCE_DUE_DAYS_RANGE)
    .default(BALANCE_DUE_DAYS_DEFAULT),
});

export const scheduleSchema = yup.object({
  dayOfWeek: requiredCount().min(1, 'Vyberte den v týdnu').max(7, 'Vyberte den v týdnu'),
  from: requiredTime(),
  to: requiredTime().test('end', END_BEFORE_START, notBefore('from')),
  order: optionalInteger(),
  courseId: requiredId(),
  branchId: requiredId(),
  lectorId: optionalId(),
  ...makeupSlotFields,
});

export const newsSchema = yup.object({
  title: requiredLine(200),
  text: requiredText(20000),
  translations: newsTranslations(),
  visible: flag(true),
  active: flag(true),
  startDate: optionalDate(),
  endDate: optionalDate().test('end', END_BEFORE_START, notBefore('startDate')),
});

export const videoSchema = yup.object({
  title: requiredLine(200),
  url: requiredUrl(),
  visible: flag(true),
});

export const gallerySchema = yup.object({
  title: requiredLine(200),
  description: optionalText(5000),
  visible: flag(true),
});

// Staff type the same names the public form takes (and registrations make customers): one rule.
export const customerSchema = yup.object({
  firstName: personName(),
  lastName: personName(),
  email: requiredEmail(),
  phone: optionalPhone(),
});

export const userSchema = yup.object({
  username: requiredText(100).matches(
    /^[A-Za-z0-9._-]{3,100}$/,
    'Uživatelské jméno: 3 až 100 písmen bez diakritiky, číslic, teček či pomlček',
  ),
  name: requiredLine(200),
  role: role(),
  description: optionalText(5000),
  email: optionalEmail(),
  emailPublic: flag(false),
  phone: optionalPhone(),
  active: flag(true),
  visible: flag(true),
  /** A lector may edit the public content (news, galleries, videos); off until an administrator allows it. */
  editsContent: flag(false),
  /** Required when creating a user; on update, empty keeps the current password. */
  password: newPassword(),
});

/** A new staff member is off the public site until an administrator publishes them (`visible`). */
export const newUserSchema = userSchema.shape({ visible: flag(false) });

export type BranchValues = yup.InferType<typeof branchSchema>;
export type CourseValues = yup.InferType<typeof courseSchema>;
export type CampValues = yup.InferType<typeof campSchema>;
export type ScheduleValues = yup.InferType<typeof scheduleSchema>;
export type NewsValues = yup.InferType<typeof newsSchema>;
export type VideoValues = yup.InferType<typeof videoSchema>;
export type GalleryValues = yup.InferType<typeof gallerySchema>;
export type CustomerValues = yup.InferType<typeof customerSchema>;
export type UserValues = yup.InferType<typeof userSchema>;
