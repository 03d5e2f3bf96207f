import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}

/** A whole-page message (coming soon, not found, error): icon, heading, text and what to do next. */
export function StatusPanel({ icon, title, text, badge, actions }: StatusPanelProps) {
  return (
    <section className={styles.panel}>
      <div className={styles.icon}>{icon}</div>
      {badge}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
