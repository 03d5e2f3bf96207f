import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../routes/admin';
import { linkTo } from '../../../routes/route';
import { PATHS } from '../../../routes/site';
import { AdminCampTitleDocument, OwnerPicturesPage } from '../pictures';

/** /admin/camps/:id/pictures: the camp's pictures. */
export function AdminCampPicturesPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useQuery(AdminCampTitleDocument, { variables: { id }, skip: !valid });
  return (
    <OwnerPicturesPage
      owner="camp"
      item={!valid || error ? null : data?.camp}
      headingId="admin.camps.pictures"
      hintId="admin.camps.picturesHint"
      back={{ to: ADMIN_PATHS.camps, text: 'admin.camps.back' }}
      publicPath={linkTo(PATHS.campDetail, id)}
      write="camp.write"
    />
  );
}
