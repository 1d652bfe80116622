// Contact us / Help (001 §2.2 about/contact; 002 §9 assist numbers; 000 §9 chat hours; issue 16): the brand's
// phone number, live chat hours and a button that opens the chat, the help centre link, postal address and email.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'contact',
  routes: [{ id: 'contact', component: () => import('./pages/contact-page') }],
});
