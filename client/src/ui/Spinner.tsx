import styles from './Spinner.module.css';

interface SpinnerProps {
  /** Diameter in pixels: 50 by default, 20 inside a line of text. */
  size?: number;
  /** Announced name; without one the spinner is decoration beside a visible text. */
  'aria-label'?: string;
  className?: string;
}

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A spinning quarter circle (Blueprint's spinner look, without its code). */
export function Spinner({ size = 50, 'aria-label': label, className }: SpinnerProps) {
  // Thicker strokes when small, as Blueprint draws them.
  const stroke = Math.min(16, 400 / size);
  const circle = `M 50,50 m 0,-${RADIUS} a ${RADIUS},${RADIUS} 0 1 1 0,${RADIUS * 2} a ${RADIUS},${RADIUS} 0 1 1 0,-${RADIUS * 2}`;
  return (
    <span
      className={`${styles.spinner} ${className ?? ''}`}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg width={size} height={size} viewBox="-2 -2 104 104" strokeWidth={stroke}>
        <path className={styles.track} d={circle} />
        <path
          className={styles.head}
          d={circle}
          strokeDasharray={`${CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          strokeDashoffset={CIRCUMFERENCE * 0.75}
        />
      </svg>
    </span>
  );
}
