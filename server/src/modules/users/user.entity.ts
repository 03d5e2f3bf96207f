import { Role } from '@kurzy/common';
import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from '../../core/database/columns';

/** Staff: administrators and lectors (instructors shown on the public site). */
@ObjectType({ description: 'A staff member: an administrator or a lector (lectors are shown on the public site)' })
@Entity()
export class User extends VersionedRecord {
  @Index('user_username_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'text' })
  passwordHash: string;

  @Field({ description: "The person's full name as the site shows it" })
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field(() => Role, { description: 'What they may do: administrator or lector' })
  @Column({ type: 'enum', enum: Role, enumName: 'role', default: Role.lector })
  role: Role;

  @Field(() => String, { nullable: true, description: 'Public text about the lector' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Field({ description: 'Whether anonymous visitors may see the e-mail' })
  @Column({ type: 'boolean', default: false })
  emailPublic: boolean;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Field({ description: 'Off: cannot sign in, hidden from the public' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** On the public site (lectors list and detail); a new lector is not until an administrator
   * publishes them. */
  @Field({
    description:
      'On the public site (lectors list and detail); a new lector is not until an administrator publishes them',
  })
  @Column({ type: 'boolean', default: false })
  visible: boolean;

  /** A lector may write news, galleries, pictures and videos (common/permissions.ts 'content');
   * an administrator gives it, off for a new lector. Staff see it (user.resolver.ts). */
  @Column({ type: 'boolean', default: false })
  editsContent: boolean;
}
