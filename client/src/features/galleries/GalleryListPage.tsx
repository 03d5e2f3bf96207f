import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { GalleryListDocument } from './Galleries.generated';
import { EmptyList } from '../../ui/EmptyList';
import { Picture } from '../../ui/Picture';
import { PublicPage } from '../../ui/PublicPage';
import styles from './galleries.module.css';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { useFormat } from '../../ui/useFormat';

/** Visible galleries with their cover and picture count; a failed load is an empty list. */
export function GalleryListPage() {
  const format = useFormat();
  const intl = useIntl();
  const { data, loading, error } = useQuery(GalleryListDocument);
  const galleries = data?.galleries ?? [];
  return (
    <PublicPage title={intl.formatMessage({ id: 'nav.gallery' })} lead={<FormattedMessage id="gallery.lead" />}>
      {galleries.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.grid}>
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <Card className={styles.card} elevation={1}>
                {gallery.cover ? (
                  <Picture
                    picture={gallery.cover}
                    alt=""
                    sizes="(max-width: 600px) 100vw, 360px"
                    className={styles.cover}
                  />
                ) : (
                  <div className={styles.cover} />
                )}
                <div className={styles.body}>
                  <h2 className={styles.title}>
                    <Link to={linkTo(PATHS.galleryDetail, gallery.id)} className={styles.link}>
                      {gallery.title}
                    </Link>
                  </h2>
                  <p className={styles.meta}>
                    <FormattedMessage id="gallery.count" values={{ count: gallery.pictureCount }} /> ·{' '}
                    {format.day(String(gallery.createdAt))}
                  </p>
                  {gallery.description && <p className={styles.description}>{gallery.description}</p>}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
