import {
  COURSE_FIELDS,
  COURSE_LIST,
  courseSchema,
  EXCUSE_CUTOFF_HOURS_DEFAULT,
  MAKEUP_VALID_DAYS_DEFAULT,
} from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminCourseItemFragment,
  AdminCoursesDocument,
  type AdminCoursesQuery,
  CreateCourseDocument,
  DeleteCourseDocument,
  UpdateCourseDocument,
  AdminCourseItemFragmentDoc,
} from './AdminCourses.generated';
import type { CourseFilter, CourseInput, CourseLevel } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql/fragment-masking';
import { CourseDeclaredFieldsFragmentDoc } from '../../offerings/CourseDeclaredFields.generated';
import { declaredColumns, declaredFormValues, DeclaredFormFields } from '../common/DeclaredFields';
import { freeSpotsColumn, priceColumn, visibleColumn } from '../common/columns';
import { useEnumLabels } from '../common/choices';
import { ActivityFields } from '../common/ActivityFields';
import { PlacesFields } from '../common/PlacesFields';
import { CrudPage } from '../common/CrudPage';
import type { CrudSection } from '../common/crudSection';
import { DateField, SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import { TranslationFields, translationValues } from '../common/TranslationFields';
import { enumFilterBar, sortedBy } from '../common/listSection';
import styles from '../common/admin.module.css';
import { formValue } from '../common/forms';
import { offeringValues } from '../common/offerings';
import { byTitle, titleColumn } from '../common/titled';
import { OpenPictures } from '../pictures';
import { CopyTermButton, NextTermButton } from './CourseNextTerm';
import { LEVEL_ORDER, levelLabel } from '../../offerings/labels';
import { ADMIN_PATHS } from '../../../routes/admin';

function CourseFields() {
  const intl = useIntl();
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextAreaField name="description" label={<FormattedMessage id="admin.field.description" />} />
      <ActivityFields />
      <SelectField
        name="level"
        label={<FormattedMessage id="admin.field.level" />}
        options={LEVEL_ORDER.map((level) => ({ value: level, label: intl.formatMessage({ id: levelLabel(level) }) }))}
        emptyLabel=""
      />
      <DeclaredFormFields fields={COURSE_FIELDS} />
      <div className={styles.formRow}>
        <PlacesFields />
        <TextField name="order" type="number" label={<FormattedMessage id="admin.field.order" />} />
      </div>
      <div className={styles.formRow}>
        <TextField name="price" type="number" label={<FormattedMessage id="admin.field.price" />} required />
        <TextField name="pricePerLesson" type="number" label={<FormattedMessage id="admin.field.pricePerLesson" />} />
        <TextField name="numberOfLessons" type="number" label={<FormattedMessage id="admin.field.numberOfLessons" />} />
      </div>
      <div className={styles.formRow}>
        <TextField name="time" label={<FormattedMessage id="admin.field.time" />} />
        <TextField name="location" label={<FormattedMessage id="admin.field.location" />} />
      </div>
      <div className={styles.formRow}>
        <DateField name="startDate" label={<FormattedMessage id="admin.field.startDate" />} />
        <DateField name="endDate" label={<FormattedMessage id="admin.field.endDate" />} />
      </div>
      <div className={styles.formRow}>
        <TextField
          name="excuseCutoffHours"
          type="number"
          label={<FormattedMessage id="admin.field.excuseCutoffHours" />}
          helper={<FormattedMessage id="admin.field.excuseCutoffHoursHelper" />}
        />
        <TextField
          name="makeupValidDays"
          type="number"
          label={<FormattedMessage id="admin.field.makeupValidDays" />}
          helper={<FormattedMessage id="admin.field.makeupValidDaysHelper" />}
        />
        <TextField
          name="makeupGroup"
          label={<FormattedMessage id="admin.field.makeupGroup" />}
          helper={<FormattedMessage id="admin.field.makeupGroupHelper" />}
        />
      </div>
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.field.active" />} />
      <TranslationFields body="description" />
    </>
  );
}

function CourseType({ value }: { value: string }) {
  return <>{useEnumLabels().type(value)}</>;
}

function CourseCategory({ value }: { value: string }) {
  return <>{useEnumLabels().category(value)}</>;
}

/** The course's declared fields (common/src/lists/courses.ts), read through their fragment. */
const declaredOf = (item: AdminCourseItemFragment) => getFragmentData(CourseDeclaredFieldsFragmentDoc, item);

const section: CrudSection<
  AdminCoursesQuery,
  CourseFilter,
  AdminCourseItemFragment,
  Record<string, unknown>,
  CourseInput
> = {
  titleId: 'admin.tab.courses',
  newId: 'admin.courses.new',
  editId: 'admin.courses.edit',
  search: AdminCoursesDocument,
  item: AdminCourseItemFragmentDoc,
  pageOf: (data) => data.searchCourses,
  ...byTitle,
  columns: sortedBy(COURSE_LIST, [
    titleColumn(),
    { key: 'type', header: 'admin.field.type', compact: true, render: (item) => <CourseType value={item.type} /> },
    {
      key: 'category',
      header: 'admin.field.category',
      compact: true,
      render: (item) => <CourseCategory value={item.category} />,
    },
    {
      key: 'level',
      header: 'admin.field.level',
      compact: true,
      render: (item) => (item.level ? <FormattedMessage id={levelLabel(item.level)} /> : ''),
    },
    ...declaredColumns(COURSE_FIELDS, declaredOf),
    freeSpotsColumn(),
    priceColumn(),
    { key: 'order', header: 'admin.field.order', compact: true, render: (item) => formValue(item.order) },
    visibleColumn(),
  ]),
  FilterBar: enumFilterBar(
    COURSE_LIST,
    { level: { any: 'admin.field.anyLevel', value: (level) => levelLabel(level as CourseLevel) } },
    COURSE_FIELDS,
  ),
  export: { path: '/api/courses/export', file: 'krouzky' },
  create: CreateCourseDocument,
  update: UpdateCourseDocument,
  remove: DeleteCourseDocument,
  write: 'course.write',
  schema: courseSchema,
  initialValues: (item) => ({
    ...offeringValues(item),
    translations: translationValues(['title', 'description'], item?.translations),
    pricePerLesson: formValue(item?.pricePerLesson),
    numberOfLessons: formValue(item?.numberOfLessons),
    time: formValue(item?.time),
    location: formValue(item?.location),
    startDate: formValue(item?.startDate),
    endDate: formValue(item?.endDate),
    order: formValue(item?.order),
    level: formValue(item?.level),
    ...declaredFormValues(COURSE_FIELDS, item && declaredOf(item)),
    // A new course shows the defaults the database gives it.
    excuseCutoffHours: item ? item.excuseCutoffHours : EXCUSE_CUTOFF_HOURS_DEFAULT,
    makeupValidDays: item ? item.makeupValidDays : MAKEUP_VALID_DAYS_DEFAULT,
    makeupGroup: formValue(item?.makeupGroup),
  }),
  // An emptied make-up group is "none" (null); left out, the server would keep the old one.
  toInput: (values) => {
    const input = values as unknown as CourseInput;
    return { ...input, makeupGroup: input.makeupGroup ?? null };
  },
  Fields: CourseFields,
  wide: true,
  rowActions: (item) => (
    <>
      <OpenPictures path={ADMIN_PATHS.coursePictures} id={item.id} name={item.title} labelId="admin.courses.pictures" />
      <NextTermButton course={item} />
    </>
  ),
};

export function AdminCoursesPage() {
  return (
    <>
      <div className={styles.pageTools}>
        <CopyTermButton />
      </div>
      <CrudPage section={section} />
    </>
  );
}
