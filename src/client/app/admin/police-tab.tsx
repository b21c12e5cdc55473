import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Police" tab. */
export function PoliceTab() {
  return <AdminTabPlaceholder title="Police" summary="The latest download events, live." />;
}
