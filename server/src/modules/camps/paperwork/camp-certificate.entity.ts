import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { Registration } from '../../registrations/registration.entity';
import { User } from '../../users/user.entity';

/** A camp registration's doctor's certificate (posudek, issue 48 item 3): one file per registration in
 * the private file store (never served: the family by its link and staff of that camp read it), its
 * issue date (valid two years) and staff's check. Special-category data: deleted 60 days after the
 * camp (a sweep, and hidden on every read once due) and with the family's erasure. */
@Entity()
export class CampCertificate {
  @PrimaryColumn({ type: 'int' })
  registrationId: number;

  @OneToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  /** The file's key in the private store: generated, never from the client's file name. */
  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  /** By the file's content: image/jpeg, image/png or application/pdf. */
  @Column({ type: 'varchar', length: 50 })
  contentType: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'date' })
  issuedOn: string;

  @Column({ type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  @Index('camp_certificate_checked_by_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  checkedBy: User | null;

  @Column({ type: 'int', nullable: true })
  checkedById: number | null;
}

/** A certificate's file waiting to leave the private store: a trigger queues the key whenever a
 * camp_certificate row goes or changes its file by any path (a registration deleted by staff cascades,
 * which no service of ours sees); the sweep removes the file, then this row. */
@Entity()
export class PrivateFileRemoval {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  storageKey: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;
}
