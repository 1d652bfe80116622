// Whats-new carousel and feedback tab (000 §2, §3, §4, §5; issue 16): after sign-in the groups of slides the user
// has not dismissed (filtered by product and the cash bulk transacting flag; general.whatsNew), and the side tab
// opening the feedback survey (general.feedbackTab). The groups are this plugin's settings (README.md).
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'whats-new',
  slots: {
    overlays: [
      // Neither is needed for the dashboard's first paint: both load once the page has answered and the browser is idle.
      { id: 'whats-new', component: () => import('./components/whats-new-overlay'), order: 10, load: 'idle' },
      { id: 'feedback-tab', component: () => import('./components/feedback-tab'), order: 50, load: 'idle' },
    ],
  },
  flags: ['general.whatsNew', 'general.feedbackTab'],
});
