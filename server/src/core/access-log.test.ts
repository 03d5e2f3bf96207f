// The access log's pure parts: what a line holds of the path and of the client's address.
import { clientNetwork, loggedPath } from './access-log';

it('keeps a path with nothing secret in it and hides the secret segments of the others', () => {
  expect(loggedPath('/graphql')).toBe('/graphql');
  expect(loggedPath('/graphql?query=x')).toBe('/graphql');
  expect(loggedPath('/moje-prihlasky/AbCdEfGh1234567890xyz')).toBe('/moje-prihlasky/:token');
  expect(loggedPath('/api/parents/calendar/AbCdEfGh1234567890xyz.ics')).toBe('/api/parents/calendar/:token.ics');
});

it('gives each address its own network, whichever was asked about before', () => {
  const asked = ['10.1.2.3', '10.1.2.200', '192.168.7.9', '::ffff:10.1.3.4', '2001:db8:1:2::7', '10.1.2.3', 'nonsense'];
  expect(asked.map(clientNetwork)).toEqual([
    '10.1.2.0/24',
    '10.1.2.0/24',
    '192.168.7.0/24',
    '10.1.3.0/24',
    '2001:db8:1::/48',
    '10.1.2.0/24',
    'unknown',
  ]);
});
