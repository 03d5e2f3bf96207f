import styles from './overview.module.css';

export interface Series {
  /** Its name in the legend. */
  name: string;
  /** Values by position; null where the series has no value (the previous term was shorter). */
  values: readonly (number | null)[];
  dashed?: boolean;
}

interface Props {
  series: readonly Series[];
  /** Labels under the first and the last position. */
  firstLabel: string;
  lastLabel: string;
  /** The chart's text alternative: what it shows, in a sentence. */
  summary: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 60;
const BOTTOM = 24;
const TOP = 16;

/** Lines over the days of a term, in plain SVG: an image with its summary as the accessible name (the
 * numbers themselves are in the grid beside it). */
export function LineChart({ series, firstLabel, lastLabel, summary }: Props) {
  const length = Math.max(1, ...series.map((one) => one.values.length));
  const top = Math.max(1, ...series.flatMap((one) => one.values.map((value) => value ?? 0)));
  const x = (index: number) => LEFT + (length === 1 ? 0 : (index / (length - 1)) * (WIDTH - LEFT - 8));
  const y = (value: number) => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const path = (values: readonly (number | null)[]) =>
    values
      .map((value, index) => (value === null ? null : `${x(index).toFixed(1)},${y(value).toFixed(1)}`))
      .filter((point): point is string => point !== null)
      .join(' ');
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label={summary}>
        <line x1={LEFT} x2={WIDTH - 8} y1={y(0)} y2={y(0)} className={styles.axis} />
        <line x1={LEFT} x2={WIDTH - 8} y1={y(top)} y2={y(top)} className={styles.gridLine} />
        <text x={LEFT - 6} y={y(top) + 4} textAnchor="end" className={styles.tick}>
          {top}
        </text>
        <text x={LEFT - 6} y={y(0) + 4} textAnchor="end" className={styles.tick}>
          0
        </text>
        <text x={LEFT} y={HEIGHT - 6} className={styles.tick}>
          {firstLabel}
        </text>
        <text x={WIDTH - 8} y={HEIGHT - 6} textAnchor="end" className={styles.tick}>
          {lastLabel}
        </text>
        {series.map((one, index) =>
          one.values.length === 1 && one.values[0] !== null ? (
            <circle key={one.name} cx={x(0)} cy={y(one.values[0] ?? 0)} r={4} className={styles[`line${index}`]} />
          ) : (
            <polyline
              key={one.name}
              points={path(one.values)}
              className={styles[`line${index}`]}
              strokeDasharray={one.dashed ? '6 4' : undefined}
            />
          ),
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        {series.map((one, index) => (
          <span key={one.name} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles[`swatch${index}`]}`} />
            {one.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
