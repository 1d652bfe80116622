// Advice fee consent (001 §2.1 dashboard/fee-consent, rule adviceFeeConsent; issue 32 §2): the ongoing fee
// arrangements on the adviser's wrap accounts, their consent status and renewals sent for the client to consent to.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'fee-consent',
  flags: ['reporting.afc'],
  routes: [{ id: 'fee-consent', component: () => import('./pages/fee-consent-page') }],
});
