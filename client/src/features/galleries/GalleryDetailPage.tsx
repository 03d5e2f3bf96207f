import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GalleryDetailDocument, GalleryListDocument } from './Galleries.generated';
import { DetailState } from '../../ui/DetailState';
import { EmptyList } from '../../ui/EmptyList';
import { getFragmentData } from '../../gql/fragment-masking';
import { PATHS } from '../../routes/site';
import { Picture } from '../../ui/Picture';
import { PictureImageFragmentDoc } from '../../ui/Picture.generated';
import { PublicPage } from '../../ui/PublicPage';
import { useIdParam } from '../../ui/useIdParam';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import styles from './galleries.module.css';
import { Lightbox } from './Lightbox';

/** Thumbnails of one gallery; a picture opens in the lightbox. When the gallery fails to load,
 * what the gallery list already knew of it (title, description, cover) is shown, with the outage. */
export function GalleryDetailPage() {
  const intl = useIntl();
  const id = useIdParam();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(GalleryDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const [open, setOpen] = useState<number | null>(null);
  const fromList = error
    ? client.readQuery({ query: GalleryListDocument })?.galleries.find((gallery) => gallery.id === id)
    : undefined;
  useLoadErrorToast(fromList ? error : undefined);
  const gallery = data?.gallery ?? fromList;
  if (!gallery) return <DetailState id={id} loading={loading} error={error} />;
  const pictures = data?.gallery.pictures ?? (fromList?.cover ? [fromList.cover] : []);
  return (
    <PublicPage
      title={gallery.title}
      crumbs={[{ text: intl.formatMessage({ id: 'nav.gallery' }), to: PATHS.gallery }]}
      lead={gallery.description}
    >
      <p className={styles.meta}>
        <FormattedMessage id="gallery.count" values={{ count: gallery.pictureCount }} />
      </p>
      {/* The gallery failed to load: the outage with its retry, not an empty list (the list's cover, when
          it had one, stays below). */}
      {!data && error != null && <EmptyList error={error} />}
      {pictures.length === 0 ? (
        data && <EmptyList />
      ) : (
        <ul className={styles.thumbs}>
          {pictures.map((picture, index) => {
            const { id, caption } = getFragmentData(PictureImageFragmentDoc, picture);
            const place = { number: index + 1, count: pictures.length };
            return (
              <li key={id}>
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setOpen(index)}
                  // The button names the picture: its caption when staff wrote one.
                  aria-label={intl.formatMessage(
                    { id: caption ? 'gallery.openCaptionedPicture' : 'gallery.openPicture' },
                    { ...place, caption },
                  )}
                >
                  <Picture picture={picture} alt="" sizes="(max-width: 600px) 50vw, 220px" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && (
        <Lightbox
          title={gallery.title}
          pictures={pictures}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </PublicPage>
  );
}
