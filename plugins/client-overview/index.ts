// The client overview (002 §2, §3, §4, §5, §7; issue 16): dashboard/client/{contactId} with the query
// fullName, organisationName and contactId, opened from the header search's client rows.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'client-overview',
  routes: [{ id: 'client-overview', component: () => import('./pages/client-overview-page') }],
});
