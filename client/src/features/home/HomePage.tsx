import { ContentOf } from '../../ui/ContentText';
import { ArrowRightIcon } from '../../ui/icons';
import { pragueDay } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { HomeDocument } from './Home.generated';
import { usePageQuery } from '../../ui/pageQuery';
import { EmptyList } from '../../ui/EmptyList';
import { FreeSpots } from '../offerings/FreeSpots';
import { ACTIVITY_ORDER, activityLabel, categoryAges } from '../offerings/labels';
import { LinkButton } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import styles from './HomePage.module.css';
import { useFormat } from '../../ui/useFormat';

const UPCOMING_CAMPS = 3;

/** What we offer by activity type, the next camps, the latest news and the way to register. Its data
 * comes without Apollo Client in the browser (app/pageQuery.ts; routes/site.ts `withoutApollo`). */
export function HomePage() {
  const format = useFormat();
  const { data, loading, error } = usePageQuery(HomeDocument);
  useLoadErrorToast(error);
  const today = pragueDay(new Date());
  const camps = (data?.camps ?? []).filter((camp) => camp.to >= today).slice(0, UPCOMING_CAMPS);
  const news = data?.searchNews.items ?? [];
  const countOf = (type: string) => data?.courses.filter((course) => course.type === type).length;
  return (
    <>
      <PageTitle />
      <section className={styles.hero}>
        <Logo size={88} className={styles.heroLogo} />
        <div>
          <h1 className={styles.title}>
            <FormattedMessage id="home.title" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="home.lead" />
          </p>
          <div className={styles.actions}>
            <LinkButton
              to={linkTo(PATHS.registration)}
              intent="primary"
              size="large"
              endIcon={<ArrowRightIcon />}
              text={<FormattedMessage id="home.register" />}
            />
            <LinkButton
              to={PATHS.courses}
              variant="outlined"
              size="large"
              text={<FormattedMessage id="home.browse" />}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-offer">
        <h2 id="home-offer" className={styles.sectionTitle}>
          <FormattedMessage id="home.offerTitle" />
        </h2>
        <ul className={styles.offers}>
          {ACTIVITY_ORDER.map((type) => (
            <li key={type}>
              <Link to={{ pathname: PATHS.courses, hash: type }} className={`${styles.offer} ${styles[type]}`}>
                <h3 className={styles.offerTitle}>
                  <FormattedMessage id={activityLabel(type)} />
                </h3>
                <span className={styles.offerText}>
                  <FormattedMessage id={`home.offer.${type}`} />
                </span>
                {countOf(type) !== undefined && (
                  <span className={styles.offerCount}>
                    <FormattedMessage id="home.courseCount" values={{ count: countOf(type) }} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="home-camps">
          <h2 id="home-camps" className={styles.sectionTitle}>
            <FormattedMessage id="home.campsTitle" />
          </h2>
          {camps.length === 0 ? (
            <EmptyList loading={loading} />
          ) : (
            <ul className={styles.list}>
              {camps.map((camp) => (
                <li key={camp.id} className={styles.item}>
                  <h3 className={styles.itemTitle}>
                    <Link to={linkTo(PATHS.campDetail, camp.id)}>
                      <ContentOf record={camp} field="title" marked={false} />
                    </Link>
                  </h3>
                  <p className={styles.meta}>
                    {format.dateRange(camp.from, camp.to)} · <FormattedMessage id={categoryAges(camp.category)} /> ·{' '}
                    {format.price(camp.price)}
                  </p>
                  <FreeSpots places={camp} />
                </li>
              ))}
            </ul>
          )}
          <Link to={PATHS.camps} className={styles.more}>
            <FormattedMessage id="home.allCamps" />
          </Link>
        </section>
        <section aria-labelledby="home-news">
          <h2 id="home-news" className={styles.sectionTitle}>
            <FormattedMessage id="home.newsTitle" />
          </h2>
          {news.length === 0 ? (
            <EmptyList loading={loading} />
          ) : (
            <ul className={styles.list}>
              {news.map((item) => (
                <li key={item.id} className={styles.item}>
                  <ContentOf as="h3" className={styles.itemTitle} record={item} field="title" marked={false} />
                  <p className={styles.meta}>{format.day(String(item.createdAt))}</p>
                  <ContentOf as="p" className={styles.newsText} record={item} field="text" />
                </li>
              ))}
            </ul>
          )}
          <Link to={PATHS.news} className={styles.more}>
            <FormattedMessage id="home.allNews" />
          </Link>
        </section>
      </div>
    </>
  );
}
