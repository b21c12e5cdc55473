// Linted as src/client/lib/ and src/client/components/: shared client code reaching up into app/.
import { ADMIN_TABS } from '../app/dashboard-registry';

export const tabs = ADMIN_TABS;
