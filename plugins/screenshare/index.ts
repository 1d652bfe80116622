// Screen sharing (co-browsing; 001 §2.2, §2.8, §3, §4; issue 15): the side-nav's 'Screen sharing assistance'
// action, the 'Select product' and 'Start a screen sharing session' modals, the 48 px bar, and the session with
// its live recording (rrweb, loaded only once a support person joins). README.md has the settings.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'screenshare',
  slots: {
    // Neither shows on a page's first paint: a session (and its bar) starts from the side-nav action, whose
    // request waits in the store until the overlay, loaded once the page is idle, takes it.
    bars: [{ id: 'screenshare-bar', component: () => import('./components/screenshare-bar'), order: 0, load: 'idle', sticky: true }],
    overlays: [{ id: 'screenshare', component: () => import('./components/screenshare-overlay'), load: 'idle' }],
    navActions: { startCobrowse: () => import('./start-cobrowse') },
  },
});
