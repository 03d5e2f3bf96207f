import type { AppModule } from '../../core/module';
import { AuthResolver } from './auth.resolver';
import { authRest } from './auth.rest';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { Session } from './session.entity';

declare module '../../core/services' {
  interface Services {
    auth: AuthService;
  }
}

/** Staff sessions: logins (throttled), the token of each request, logouts. */
export const authModule: AppModule = {
  name: 'auth',
  entities: [Session, LoginAttempt],
  resolvers: [AuthResolver],
  rest: authRest,
  services: ({ config, dataSource }) => ({
    auth: new AuthService(dataSource, { secureCookie: config.publicUrl.startsWith('https:') }),
  }),
};
