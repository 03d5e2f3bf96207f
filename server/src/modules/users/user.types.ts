import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whom a link to set a password (an invitation) is for' })
export class Invitation {
  @Field({ description: "The person's full name" })
  name: string;

  @Field({ description: 'The login name the password will be for' })
  username: string;
}

@ObjectType({
  description: 'An accepted invitation: the password is set and, for an active account, a session started',
})
export class AcceptedInvitation extends Invitation {
  @Field(() => Date, {
    nullable: true,
    description: 'When the new session (in the HttpOnly cookie) ends; null for a deactivated account, not signed in',
  })
  expiresAt: Date | null;
}
