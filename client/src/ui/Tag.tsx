import type { ReactNode } from 'react';
import styles from './Tag.module.css';

interface TagProps {
  intent?: 'none' | 'success' | 'warning' | 'danger';
  children: ReactNode;
}

/** A small rounded label (Blueprint's minimal round Tag look). */
export function Tag({ intent = 'none', children }: TagProps) {
  return <span className={`${styles.tag} ${intent === 'none' ? '' : styles[intent]}`}>{children}</span>;
}
