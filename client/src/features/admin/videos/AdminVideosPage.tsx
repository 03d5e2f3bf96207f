import { VIDEO_LIST, videoSchema } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import {
  AdminVideosDocument,
  type AdminVideoItemFragment,
  type AdminVideosQuery,
  CreateVideoDocument,
  DeleteVideoDocument,
  UpdateVideoDocument,
  AdminVideoItemFragmentDoc,
} from './AdminVideos.generated';
import type { VideoFilter, VideoInput } from '../../../gql/graphql';
import { createdColumn, visibleColumn } from '../common/columns';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { SwitchField, TextField } from '../common/fields';
import styles from '../common/admin.module.css';

function VideoFields() {
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextField
        name="url"
        type="url"
        label={<FormattedMessage id="admin.field.url" />}
        helper={<FormattedMessage id="admin.videos.urlHelper" />}
        required
      />
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
    </>
  );
}

const section: CrudSection<
  AdminVideosQuery,
  VideoFilter,
  AdminVideoItemFragment,
  Record<string, unknown>,
  VideoInput
> = {
  titleId: 'admin.tab.videos',
  newId: 'admin.videos.new',
  editId: 'admin.videos.edit',
  search: AdminVideosDocument,
  item: AdminVideoItemFragmentDoc,
  pageOf: (data) => data.searchVideos,
  textFilter: (title) => ({ title }),
  columns: sortedBy(VIDEO_LIST, [
    { key: 'title', header: 'admin.field.title', render: (item) => item.title },
    {
      key: 'url',
      header: 'admin.field.url',
      render: (item) => (
        <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.ellipsis} tabIndex={-1}>
          {item.url}
        </a>
      ),
    },
    createdColumn(),
    visibleColumn(),
  ]),
  export: { path: '/api/videos/export', file: 'videa' },
  itemLabel: (item) => item.title,
  create: CreateVideoDocument,
  update: UpdateVideoDocument,
  remove: DeleteVideoDocument,
  write: 'video.write',
  schema: videoSchema,
  initialValues: (item) => ({ title: item?.title ?? '', url: item?.url ?? '', visible: item?.visible ?? true }),
  Fields: VideoFields,
};

export function AdminVideosPage() {
  return <CrudPage section={section} />;
}
