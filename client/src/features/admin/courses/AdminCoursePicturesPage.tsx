import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../routes/admin';
import { linkTo } from '../../../routes/route';
import { PATHS } from '../../../routes/site';
import { AdminCourseTitleDocument, OwnerPicturesPage } from '../pictures';

/** /admin/courses/:id/pictures: the course's pictures, one of them (or more) its illustration. */
export function AdminCoursePicturesPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useQuery(AdminCourseTitleDocument, { variables: { id }, skip: !valid });
  return (
    <OwnerPicturesPage
      owner="course"
      item={!valid || error ? null : data?.course}
      headingId="admin.courses.pictures"
      hintId="admin.courses.picturesHint"
      back={{ to: ADMIN_PATHS.courses, text: 'admin.courses.back' }}
      publicPath={linkTo(PATHS.courseDetail, id)}
      write="course.write"
    />
  );
}
