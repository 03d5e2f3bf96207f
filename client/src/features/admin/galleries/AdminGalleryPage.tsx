import { useQuery } from '@apollo/client/react';
import { H1, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import { AdminGalleryDocument } from './AdminGalleryDetail.generated';
import { AdminGalleryItemFragmentDoc } from './AdminGalleries.generated';
import { LinkButton } from '../common/LinkButton';
import { PageTitle } from '../../../ui/PageTitle';
import { VisibleTag } from '../common/cells';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { ADMIN_PATHS } from '../../../routes/admin';
import { ownerHeadStyles as styles, PictureManager } from '../pictures';

export function AdminGalleryPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(AdminGalleryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !Number.isInteger(id),
  });
  useEffect(() => {
    if (error) toast.error(intl.formatMessage({ id: 'admin.pictures.loadError' }), errorReason(error));
  }, [error, intl]);

  const gallery = error || !data?.gallery ? undefined : getFragmentData(AdminGalleryItemFragmentDoc, data.gallery);
  const title = gallery?.title ?? intl.formatMessage({ id: 'admin.tab.gallery' });
  return (
    <>
      <PageTitle page={title} />
      <LinkButton
        to={ADMIN_PATHS.gallery}
        variant="minimal"
        size="small"
        icon={<ArrowLeftIcon />}
        text={<FormattedMessage id="admin.galleries.back" />}
      />
      <div className={styles.head}>
        <H1 className={styles.title}>{title}</H1>
        {gallery && (
          <span className={styles.meta}>
            <VisibleTag visible={gallery.visible} />
            <Tag minimal>
              <FormattedMessage id="admin.galleries.countTag" values={{ count: gallery.pictureCount }} />
            </Tag>
          </span>
        )}
      </div>
      {gallery?.description && <p className={styles.description}>{gallery.description}</p>}
      {gallery && (
        <PictureManager owner="gallery" ownerId={gallery.id} write="gallery.write" onChange={() => void refetch()} />
      )}
    </>
  );
}
