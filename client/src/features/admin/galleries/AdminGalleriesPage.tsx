import { GALLERY_LIST, gallerySchema } from '@kurzy/common';
import { Callout, Intent } from '@blueprintjs/core';
import { MediaIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminGalleryItemFragment,
  AdminGalleriesDocument,
  type AdminGalleriesQuery,
  CreateGalleryDocument,
  DeleteGalleryDocument,
  UpdateGalleryDocument,
  AdminGalleryItemFragmentDoc,
} from './AdminGalleries.generated';
import type { GalleryFilter, GalleryInput } from '../../../gql/graphql';
import { LinkButton } from '../common/LinkButton';
import { createdColumn, visibleColumn } from '../common/columns';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { SwitchField, TextAreaField, TextField } from '../common/fields';
import styles from '../common/admin.module.css';
import { ADMIN_PATHS } from '../../../routes/admin';
import { linkTo } from '../../../routes/route';
import { PhotoRefusalsPanel } from './PhotoRefusalsPanel';
import { publicUrl } from '../pictures';

function GalleryFields() {
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextAreaField name="description" label={<FormattedMessage id="admin.field.description" />} />
      <SwitchField name="visible" label={<FormattedMessage id="admin.galleries.visible" />} />
    </>
  );
}

function OpenGallery({ item }: { item: AdminGalleryItemFragment }) {
  const intl = useIntl();
  return (
    <LinkButton
      to={linkTo(ADMIN_PATHS.galleryDetail, item.id)}
      variant="minimal"
      size="small"
      icon={<MediaIcon />}
      aria-label={intl.formatMessage({ id: 'admin.galleries.open' }, { name: item.title })}
      title={intl.formatMessage({ id: 'admin.galleries.pictures' })}
    />
  );
}

const section: CrudSection<
  AdminGalleriesQuery,
  GalleryFilter,
  AdminGalleryItemFragment,
  Record<string, unknown>,
  GalleryInput
> = {
  titleId: 'admin.tab.gallery',
  newId: 'admin.galleries.new',
  editId: 'admin.galleries.edit',
  search: AdminGalleriesDocument,
  item: AdminGalleryItemFragmentDoc,
  pageOf: (data) => data.searchGalleries,
  textFilter: (title) => ({ title }),
  columns: sortedBy(GALLERY_LIST, [
    {
      key: 'cover',
      header: 'admin.galleries.cover',
      compact: true,
      render: (item) =>
        item.cover ? (
          <img className={styles.coverThumb} src={publicUrl(item.cover.thumbnailPath)} alt="" loading="lazy" />
        ) : null,
    },
    { key: 'title', header: 'admin.field.title', render: (item) => item.title },
    { key: 'count', header: 'admin.galleries.count', compact: true, render: (item) => item.pictureCount },
    createdColumn(),
    visibleColumn(),
  ]),
  export: { path: '/api/galleries/export', file: 'galerie' },
  itemLabel: (item) => item.title,
  deleteTitleId: 'admin.galleries.deleteTitle',
  // The pictures go with the gallery: say how many before they are lost.
  deleteWarning: (item) =>
    item.pictureCount > 0 ? (
      <Callout intent={Intent.WARNING}>
        <FormattedMessage id="admin.galleries.deleteWarning" values={{ count: item.pictureCount }} />
      </Callout>
    ) : null,
  create: CreateGalleryDocument,
  update: UpdateGalleryDocument,
  remove: DeleteGalleryDocument,
  write: 'gallery.write',
  schema: gallerySchema,
  initialValues: (item) => ({
    title: item?.title ?? '',
    description: item?.description ?? '',
    visible: item?.visible ?? true,
  }),
  Fields: GalleryFields,
  rowActions: (item) => <OpenGallery item={item} />,
};

export function AdminGalleriesPage() {
  return (
    <>
      <CrudPage section={section} />
      <PhotoRefusalsPanel />
    </>
  );
}
