import { Tag } from '@blueprintjs/core';
import type { Labels, Row } from './columns';
import styles from './registrations.module.css';
import { statusParts } from './status';

/** The registration's status in a few words on one line, each its own tag (the colour only repeats
 * the word). */
export function StatusCell({ row, labels }: { row: Row; labels: Labels }) {
  return (
    <span className={styles.status}>
      {statusParts(row, labels).map((part) => (
        <Tag key={part.key} minimal intent={part.intent}>
          {part.text}
        </Tag>
      ))}
    </span>
  );
}
