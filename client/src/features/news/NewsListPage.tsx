import { ContentOf } from '../../ui/ContentText';
import { useQuery } from '@apollo/client/react';
import { Card } from '../../ui/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { NewsPageDocument } from './News.generated';
import { EmptyList } from '../../ui/EmptyList';
import { LinkButton } from '../../ui/Button';
import { PATHS } from '../../routes/site';
import { PublicPage } from '../../ui/PublicPage';
import styles from './news.module.css';
import { useFormat } from '../../ui/useFormat';

const PAGE_SIZE = 10;

/** News, newest first, ten to a page (?strana=2). A failed search is an empty first page. */
export function NewsListPage() {
  const format = useFormat();
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('strana') ?? '1', 10) || 1);
  const { data, loading, error } = useQuery(NewsPageDocument, { variables: { page, limit: PAGE_SIZE } });
  const result = error ? undefined : data?.searchNews;
  const items = result?.items ?? [];
  const pagination = result?.pagination ?? { page: 1, totalPages: 0, hasNext: false, hasPrev: false };
  return (
    <PublicPage title={intl.formatMessage({ id: 'page.news' })}>
      {items.length === 0 ? (
        <EmptyList loading={loading} error={error} />
      ) : (
        <ul className={styles.list}>
          {items.map((news) => (
            <li key={news.id}>
              <Card elevation={1} className={styles.item}>
                <article>
                  <ContentOf as="h2" className={styles.title} record={news} field="title" marked={false} />
                  <p className={styles.date}>{format.day(String(news.createdAt))}</p>
                  <ContentOf as="p" className={styles.text} record={news} field="text" />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {(pagination.hasPrev || pagination.hasNext) && (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'news.pages' })}>
          {pagination.hasPrev && (
            <LinkButton
              to={`${PATHS.news}?strana=${pagination.page - 1}`}
              variant="outlined"
              text={<FormattedMessage id="news.newer" />}
            />
          )}
          <span>
            <FormattedMessage id="news.page" values={{ page: pagination.page, total: pagination.totalPages }} />
          </span>
          {pagination.hasNext && (
            <LinkButton
              to={`${PATHS.news}?strana=${pagination.page + 1}`}
              variant="outlined"
              text={<FormattedMessage id="news.older" />}
            />
          )}
        </nav>
      )}
    </PublicPage>
  );
}
