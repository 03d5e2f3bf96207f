import styles from './overview.module.css';

interface Props {
  values: readonly number[];
  /** The label under each column (sparse: every few shown). */
  labels: readonly string[];
  /** The text of a value above its column (the largest only, to stay readable). */
  format: (value: number) => string;
  summary: string;
}

const WIDTH = 640;
const HEIGHT = 160;
const BOTTOM = 22;
const TOP = 24;

/** A label over a column, kept inside the chart at its edges. */
function label(x: number, width: number): { x: number; textAnchor: 'start' | 'middle' | 'end' } {
  if (x < WIDTH * 0.1) return { x, textAnchor: 'start' };
  if (x + width > WIDTH * 0.9) return { x: x + width, textAnchor: 'end' };
  return { x: x + width / 2, textAnchor: 'middle' };
}

/** Columns in plain SVG, an image named by its summary (the numbers are in the grid beside it). */
export function ColumnChart({ values, labels, format, summary }: Props) {
  const top = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  const width = Math.max(2, Math.min(40, slot * 0.7));
  const height = (value: number) => (value / top) * (HEIGHT - TOP - BOTTOM);
  const largest = values.indexOf(Math.max(...values));
  const every = Math.ceil(values.length / 6);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label={summary}>
      <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className={styles.axis} />
      {values.map((value, index) => {
        const x = index * slot + (slot - width) / 2;
        return (
          <g key={labels[index] ?? index}>
            <rect
              x={x}
              y={HEIGHT - BOTTOM - height(value)}
              width={width}
              height={height(value)}
              className={styles.column}
            />
            {index === largest && value > 0 && (
              <text {...label(x, width)} y={HEIGHT - BOTTOM - height(value) - 4} className={styles.tick}>
                {format(value)}
              </text>
            )}
            {index % every === 0 && (
              <text {...label(x, width)} y={HEIGHT - 6} className={styles.tick}>
                {labels[index]}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
