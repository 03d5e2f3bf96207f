import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Answers of the address search, so an address is asked for once (Nominatim's usage policy
 * wants that too). "Not found" is kept as empty coordinates and asked again after a day; failures
 * are not kept. */
@Entity()
@Index('geocode_cache_query_key', ['query'], { unique: true })
export class GeocodeCache {
  @PrimaryGeneratedColumn()
  id: number;

  /** The address, normalised (see normalizeAddress). */
  @Column({ type: 'varchar', length: 300 })
  query: string;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  checkedAt: Date;
}
