import styles from './overview.module.css';

/** A headline number of a panel with its label. */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'warning' | 'danger' }) {
  return (
    <div className={styles.figure} data-tone={tone}>
      <span className={styles.figureValue}>{value}</span>
      <span className={styles.figureLabel}>{label}</span>
    </div>
  );
}
