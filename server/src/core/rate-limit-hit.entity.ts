import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One counted attempt against a rate limit, kept until its window has passed. In PostgreSQL, so
 * every app instance counts against the same budget. */
@Entity()
@Index('rate_limit_hit_bucket_idx', ['bucket', 'expiresAt'])
@Index('rate_limit_hit_expires_at_idx', ['expiresAt'])
export class RateLimitHit {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** What is limited and whose budget it is, e.g. `registration:address:203.0.113.7`. */
  @Column({ type: 'varchar', length: 300 })
  bucket: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
