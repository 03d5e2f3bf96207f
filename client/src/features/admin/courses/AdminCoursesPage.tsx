import { courseSchema } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import {
  type AdminCourseItemFragment,
  AdminCoursesDocument,
  type AdminCoursesQuery,
  CreateCourseDocument,
  DeleteCourseDocument,
  UpdateCourseDocument,
  AdminCourseItemFragmentDoc,
} from './AdminCourses.generated';
import type { CourseFilter, CourseInput } from '../../../gql/graphql';
import { freeSpotsColumn, priceColumn, visibleColumn } from '../common/columns';
import { useEnumLabels } from '../common/choices';
import { ActivityFields } from '../common/ActivityFields';
import { PlacesFields } from '../common/PlacesFields';
import { CrudPage } from '../common/CrudPage';
import type { CrudSection } from '../common/crudSection';
import { DateField, SwitchField, TextAreaField, TextField } from '../common/fields';
import styles from '../common/admin.module.css';
import { formValue } from '../common/forms';
import { offeringValues } from '../common/offerings';
import { byTitle, titleColumn } from '../common/titled';
import { OpenPictures } from '../pictures/OpenPictures';
import { ADMIN_PATHS } from '../../../routes/admin';

function CourseFields() {
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextAreaField name="description" label={<FormattedMessage id="admin.field.description" />} />
      <ActivityFields />
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
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.field.active" />} />
    </>
  );
}

function CourseType({ value }: { value: string }) {
  return <>{useEnumLabels().type(value)}</>;
}

function CourseCategory({ value }: { value: string }) {
  return <>{useEnumLabels().category(value)}</>;
}

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
  columns: [
    titleColumn(),
    { key: 'type', header: 'admin.field.type', compact: true, render: (item) => <CourseType value={item.type} /> },
    {
      key: 'category',
      header: 'admin.field.category',
      compact: true,
      render: (item) => <CourseCategory value={item.category} />,
    },
    freeSpotsColumn(),
    priceColumn(),
    { key: 'order', header: 'admin.field.order', compact: true, render: (item) => formValue(item.order) },
    visibleColumn(),
  ],
  create: CreateCourseDocument,
  update: UpdateCourseDocument,
  remove: DeleteCourseDocument,
  write: 'course.write',
  schema: courseSchema,
  initialValues: (item) => ({
    ...offeringValues(item),
    pricePerLesson: formValue(item?.pricePerLesson),
    numberOfLessons: formValue(item?.numberOfLessons),
    time: formValue(item?.time),
    location: formValue(item?.location),
    startDate: formValue(item?.startDate),
    endDate: formValue(item?.endDate),
    order: formValue(item?.order),
  }),
  Fields: CourseFields,
  wide: true,
  rowActions: (item) => (
    <OpenPictures path={ADMIN_PATHS.coursePictures} id={item.id} name={item.title} labelId="admin.courses.pictures" />
  ),
};

export function AdminCoursesPage() {
  return <CrudPage section={section} />;
}
