import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'A new staff session: send the token as the access-token header (API clients; the web client uses the cookie)',
})
export class LoginResult {
  @Field({ description: 'The login name the session is for' })
  username: string;

  @Field({
    description: "The session's secret: send it as the access-token header; it works until expiresAt or logout",
  })
  token: string;

  @Field({ description: 'When the session ends (a day after login)' })
  expiresAt: Date;
}
