import { ChevronRightIcon } from './icons';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import styles from './Breadcrumbs.module.css';
import { PATHS } from '../routes/site';

export interface Crumb {
  text: string;
  to: To;
}

interface BreadcrumbsProps {
  /** Pages above this one (home is always first). */
  items?: readonly Crumb[];
  /** This page; a link when given one (e.g. a section of a longer page). */
  current: string;
  currentTo?: To;
}

/** Where the page sits in the site: Domů › Kroužky › Street dance. */
export function Breadcrumbs({ items = [], current, currentTo }: BreadcrumbsProps) {
  const intl = useIntl();
  const path: Crumb[] = [{ text: intl.formatMessage({ id: 'nav.home' }), to: PATHS.home }, ...items];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} className={styles.bar}>
      <ol className={styles.list}>
        {path.map((crumb) => (
          <Fragment key={crumb.text}>
            <li>
              <Link to={crumb.to}>{crumb.text}</Link>
            </li>
            <li aria-hidden className={styles.separator}>
              <ChevronRightIcon size={12} />
            </li>
          </Fragment>
        ))}
        <li>
          {currentTo ? (
            <Link to={currentTo} aria-current="page">
              {current}
            </Link>
          ) : (
            <span aria-current="page" className={styles.current}>
              {current}
            </span>
          )}
        </li>
      </ol>
    </nav>
  );
}
