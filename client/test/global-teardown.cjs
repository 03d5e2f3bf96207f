module.exports = async function globalTeardown() {
  const state = globalThis.__KURZY_CLIENT_TEST_APP__;
  if (!state) return;
  await state.app.close();
  if (state.startedDatabaseServer) {
    await state.database.drop();
    const { default: stopDatabaseServer } = require('../../server/src/test/global-teardown.ts');
    await stopDatabaseServer();
  } else {
    // The server's tests own the database server, and their teardown may have stopped it already.
    await state.database.drop().catch(() => undefined);
  }
};
