import type { ReactNode } from 'react';
import { PublicPage } from '../../ui/PublicPage';
import styles from './info.module.css';

/** A page of running text (terms, agreements). */
export function InfoArticle({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <PublicPage title={title}>
      <article className={styles.prose}>
        {children}
        <p className={styles.updated}>{updated}</p>
      </article>
    </PublicPage>
  );
}
