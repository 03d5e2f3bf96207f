import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, H1, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, StarEmptyIcon, StarIcon, TrashIcon, UploadIcon } from '@blueprintjs/icons';
import { formatFileSize } from '@kurzy/common';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminGalleryDocument,
  AdminPictureFragmentDoc,
  type AdminPictureFragment,
  DeletePictureDocument,
  SetIllustrationDocument,
  UnsetIllustrationDocument,
} from './AdminGalleryDetail.generated';
import { AdminGalleryItemFragmentDoc } from './AdminGalleries.generated';
import { EmptyList } from '../../../ui/EmptyList';
import { LinkButton } from '../common/LinkButton';
import { PageTitle } from '../../../ui/PageTitle';
import { VisibleTag } from '../common/cells';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { ADMIN_PATHS } from '../../../routes/admin';
import styles from './gallery.module.css';
import { publicUrl } from './publicUrl';
import { useUploads } from './useUploads';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

export function AdminGalleryPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(AdminGalleryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !Number.isInteger(id),
  });
  useEffect(() => {
    if (error) toast.error(intl.formatMessage({ id: 'admin.pictures.loadError' }), errorReason(error));
  }, [error, intl]);

  const loaded = error ? undefined : data?.gallery;
  const gallery = loaded
    ? {
        ...getFragmentData(AdminGalleryItemFragmentDoc, loaded),
        pictures: getFragmentData(AdminPictureFragmentDoc, loaded.pictures),
      }
    : undefined;
  const [deleting, setDeleting] = useState<AdminPictureFragment | null>(null);
  const [removePicture, removal] = useMutation(DeletePictureDocument);
  const [setIllustration] = useMutation(SetIllustrationDocument);
  const [unsetIllustration] = useMutation(UnsetIllustrationDocument);
  const [toggling, setToggling] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const { uploads, start, busy } = useUploads('gallery', id, (done, failed) => {
    if (done > 0) toast.success(intl.formatMessage({ id: 'admin.pictures.uploaded' }, { count: done }));
    for (const upload of failed)
      toast.error(intl.formatMessage({ id: 'admin.pictures.uploadError' }, { name: upload.name }), upload.error);
  });

  const upload = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    void start([...files], () => void refetch());
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload(event.dataTransfer.files);
  };

  const toggleIllustration = async (picture: AdminPictureFragment) => {
    setToggling(picture.id);
    try {
      if (picture.illustration) {
        await unsetIllustration({ variables: { id: picture.id } });
        toast.success(intl.formatMessage({ id: 'admin.pictures.unset' }));
      } else {
        await setIllustration({ variables: { id: picture.id } });
        toast.success(intl.formatMessage({ id: 'admin.pictures.set' }));
      }
      void refetch();
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: picture.illustration ? 'admin.pictures.unsetError' : 'admin.pictures.setError' }),
        errorReason(failure),
      );
    } finally {
      setToggling(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removePicture({ variables: { id: deleting.id } });
      toast.deleted(intl.formatMessage({ id: 'admin.pictures.deleted' }));
      void refetch();
    } catch (failure) {
      toast.deleteFailed(intl.formatMessage({ id: 'admin.pictures.deleteError' }), errorReason(failure));
    }
    setDeleting(null);
  };

  const title = gallery?.title ?? intl.formatMessage({ id: 'admin.tab.gallery' });
  const pictures = gallery?.pictures ?? [];
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
        <div
          className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES}
            multiple
            hidden
            data-testid="picture-files"
            onChange={(event) => {
              upload(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <Button
            intent={Intent.PRIMARY}
            icon={<UploadIcon />}
            loading={false}
            onClick={() => fileInput.current?.click()}
            text={<FormattedMessage id="admin.pictures.upload" />}
          />
          <span className={styles.dropHint}>
            <FormattedMessage id="admin.pictures.dropHint" />
          </span>
        </div>
      )}

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={intl.formatMessage({ id: 'admin.pictures.uploads' })}>
          {uploads.map((item) => (
            <li key={item.key} className={styles.upload}>
              <span className={styles.uploadName}>
                {item.name} <span className={styles.uploadSize}>{formatFileSize(item.size)}</span>
              </span>
              <ProgressBar
                value={item.state === 'waiting' ? 0 : item.progress}
                intent={
                  item.state === 'failed' ? Intent.DANGER : item.state === 'done' ? Intent.SUCCESS : Intent.PRIMARY
                }
                animate={item.state === 'uploading'}
                stripes={item.state === 'uploading'}
                aria-label={item.name}
              />
              <span className={styles.uploadState} role="status">
                {item.state === 'failed' ? item.error : <FormattedMessage id={`admin.pictures.state.${item.state}`} />}
              </span>
            </li>
          ))}
        </ul>
      )}

      {pictures.length === 0 ? (
        <EmptyList loading={(loading || busy) && !error} />
      ) : (
        <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'admin.galleries.pictures' })}>
          {pictures.map((picture, index) => {
            const name = intl.formatMessage({ id: 'admin.pictures.name' }, { number: index + 1 });
            return (
              <li key={picture.id}>
                <Card className={`${styles.card} ${picture.illustration ? styles.illustration : ''}`} compact>
                  <a
                    href={publicUrl(picture.path)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.thumbLink}
                  >
                    <img src={publicUrl(picture.thumbnailPath)} alt={name} loading="lazy" className={styles.thumb} />
                  </a>
                  <div className={styles.cardBar}>
                    {picture.illustration ? (
                      <Tag intent={Intent.WARNING} minimal>
                        <FormattedMessage id="admin.pictures.cover" />
                      </Tag>
                    ) : (
                      <span />
                    )}
                    <span>
                      <Button
                        variant="minimal"
                        size="small"
                        icon={picture.illustration ? <StarIcon /> : <StarEmptyIcon />}
                        intent={picture.illustration ? Intent.WARNING : Intent.NONE}
                        loading={toggling === picture.id}
                        aria-pressed={picture.illustration}
                        aria-label={intl.formatMessage(
                          { id: picture.illustration ? 'admin.pictures.unsetLabel' : 'admin.pictures.setLabel' },
                          { name },
                        )}
                        title={intl.formatMessage(
                          {
                            id: picture.illustration ? 'admin.pictures.unsetLabel' : 'admin.pictures.setLabel',
                          },
                          { name },
                        )}
                        onClick={() => void toggleIllustration(picture)}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        intent={Intent.DANGER}
                        icon={<TrashIcon />}
                        aria-label={intl.formatMessage({ id: 'admin.pictures.deleteLabel' }, { name })}
                        title={intl.formatMessage({ id: 'admin.pictures.deleteLabel' }, { name })}
                        onClick={() => setDeleting(picture)}
                      />
                    </span>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'admin.pictures.confirmTitle' })}
        message={<FormattedMessage id="admin.pictures.confirmMessage" />}
        confirmText={<FormattedMessage id="admin.action.delete" />}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
