import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'A new staff session: send the token as the access-token header (API clients; the web client uses the cookie)',
})
export class LoginResult {
  @Field()
  username: string;

  @Field()
  token: string;

  @Field()
  expiresAt: Date;
}
