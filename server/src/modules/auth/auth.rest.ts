import { AuthErrorCode } from '@kurzy/common';
import { objectOf, ref, type RestApi } from '../../core/rest/route';

export const authRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/login',
      tag: 'auth',
      operation: 'session.start',
      summary: 'Starts a staff session for a day',
      description:
        'Answers the token to send as the `access-token` header (or `Authorization: Bearer`). ' +
        'Repeated failures are throttled (429).',
      body: objectOf({ username: { type: 'string' }, password: { type: 'string' } }),
      response: ref('LoginResult'),
      codes: [AuthErrorCode.LoginFailed, AuthErrorCode.TooManyAttempts],
      handle: ({ context: { services, clientAddress }, body }) => {
        const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        return services.auth.login(text(username), text(password), clientAddress);
      },
    },
  ],
};
