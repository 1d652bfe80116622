// Behaviour tracking and logging (001 §3, §4, §7, §8, §9; issue 16): with general.mbTrackingEnabled on, page-flow,
// ajax, internal API error, empty response, logout and error logs go to the log collector through the gateway,
// and the tracking SDK's heartbeat is watched (error(699) after 3 missed checks). Nothing visible (README.md).
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'tracking',
  slots: {
    // Draws nothing: it and the tracking code it starts (the user-agent parser with it) come after the first paint.
    overlays: [{ id: 'tracking', component: () => import('./components/tracking-agent'), order: 0, load: 'idle' }],
  },
  flags: ['general.mbTrackingEnabled'],
});
