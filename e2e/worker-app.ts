// Points this jest worker's tests at the app the global setup started for it (E2E_BASE_URL and
// E2E_DATA_DIR, as the tests and helpers read them). An app the caller runs (E2E_BASE_URL) is shared.
const worker = process.env.JEST_WORKER_ID ?? '1';
const own = process.env[`E2E_BASE_URL_${worker}`];
if (own) {
  process.env.E2E_BASE_URL = own;
  process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${worker}`];
}
