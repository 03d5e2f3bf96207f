import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

type CardProps = HTMLAttributes<HTMLDivElement> & {
  /** 0: a hairline border; 1: a light shadow (lists of cards); 2: a panel standing out. */
  elevation?: 0 | 1 | 2;
};

const ELEVATION = ['', styles.raised, styles.raisedMore];

/** A white panel (the look of Blueprint's Card). */
export function Card({ elevation = 0, className, ...props }: CardProps) {
  return <div {...props} className={`${styles.card} ${ELEVATION[elevation] ?? ''} ${className ?? ''}`} />;
}
