import type { TableHTMLAttributes } from 'react';
import styles from './HTMLTable.module.css';

type HTMLTableProps = TableHTMLAttributes<HTMLTableElement> & { striped?: boolean };

/** A plain data table with row lines (Blueprint's HTMLTable look). */
export function HTMLTable({ striped = false, className, ...props }: HTMLTableProps) {
  return <table {...props} className={`${styles.table} ${striped ? styles.striped : ''} ${className ?? ''}`} />;
}
