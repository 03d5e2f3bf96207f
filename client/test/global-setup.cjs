// The client's tests talk to the real app over HTTP, as the browser does: one app on a test database
// for the whole run (the server's test helpers start it), with a staff account of each role. Its
// address and the accounts' tokens reach the tests as environment variables (client/src/test/api.ts).
module.exports = async function globalSetup() {
  const { default: startDatabaseServer } = require('../../server/src/test/global-setup.ts');
  const { testConfig } = require('../../server/src/test/config.ts');
  const { createTestDatabase } = require('../../server/src/test/database.ts');
  const { staffHeaders, startTestApp } = require('../../server/src/test/http.ts');

  // Run together with the server's tests (`jest` alone), theirs is already up.
  const startedDatabaseServer = !process.env.KURZY_TEST_ADMIN_URL;
  if (startedDatabaseServer) await startDatabaseServer();
  const database = await createTestDatabase();
  const app = await startTestApp(database, await testConfig());
  const administrator = await staffHeaders(app, database, 'administrator', 'spravce');
  const lector = await staffHeaders(app, database, 'lector', 'lektorka');
  process.env.KURZY_CLIENT_TEST_URL = app.url;
  process.env.KURZY_CLIENT_TEST_ADMIN_TOKEN = administrator['access-token'];
  process.env.KURZY_CLIENT_TEST_LECTOR_TOKEN = lector['access-token'];
  globalThis.__KURZY_CLIENT_TEST_APP__ = { app, database, startedDatabaseServer };
};
