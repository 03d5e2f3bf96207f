import type { ReactNode } from 'react';
import { type Crumb, Breadcrumbs } from './Breadcrumbs';
import { PageTitle } from './PageTitle';
import styles from './PublicPage.module.css';

interface PublicPageProps {
  title: string;
  /** The title's language when not the page's (staff's Czech title on an English page). */
  titleLang?: string;
  /** Pages above this one in the breadcrumb bar (home is added). */
  crumbs?: readonly Crumb[];
  /** A short line under the heading. */
  lead?: ReactNode;
  /** Beside the heading on wide screens (e.g. a register button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every public page but home: tab title, breadcrumbs, one h1, content. */
export function PublicPage({ title, titleLang, crumbs, lead, actions, children }: PublicPageProps) {
  return (
    <>
      <PageTitle page={title} />
      <Breadcrumbs items={crumbs} current={title} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title} lang={titleLang}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </>
  );
}
