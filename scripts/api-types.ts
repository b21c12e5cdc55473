// `npm run api:types`: writes src/shared/api-types.ts, the API document's TypeScript types, from the routes.
import { writeApiTypes, apiTypesSource } from '../src/server/test-support/api-types.js';
import { createTestApp } from '../src/server/test-support/test-app.js';

const app = await createTestApp();
try {
  console.log(`Wrote ${writeApiTypes(await apiTypesSource(app))}`);
} finally {
  await app.close();
}
