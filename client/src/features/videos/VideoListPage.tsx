import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { PlayIcon } from '../../ui/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VideoListDocument, type VideoListQuery } from './Videos.generated';
import { EmptyList } from '../../ui/EmptyList';
import { PublicPage } from '../../ui/PublicPage';
import { embedUrl } from './videoEmbed';
import styles from './videos.module.css';

type Video = VideoListQuery['videos'][number];

/** A video player loads only when asked: no third-party requests (or cookies) before the click. */
function VideoCard({ video }: { video: Video }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const embed = embedUrl(video.url);
  return (
    <Card elevation={1} className={styles.card}>
      <h2 className={styles.title}>{video.title}</h2>
      {embed && playing ? (
        <iframe
          className={styles.frame}
          src={embed}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : embed ? (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={intl.formatMessage({ id: 'videos.play' }, { title: video.title })}
        >
          <PlayIcon size={48} />
          <span>
            <FormattedMessage id="videos.playHint" />
          </span>
        </button>
      ) : null}
      <p className={styles.link}>
        <a href={video.url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="videos.open" />
        </a>
      </p>
    </Card>
  );
}

export function VideoListPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(VideoListDocument);
  const videos = data?.videos ?? [];
  return (
    <PublicPage title={intl.formatMessage({ id: 'page.videos' })} lead={<FormattedMessage id="videos.lead" />}>
      {videos.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.grid}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
