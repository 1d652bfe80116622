// Profile pages (001 §2.1, §2.2; 002 §7; issue 16): the profile menu's My profile, My access (flag
// digitisation.myAccess), My security (the security level; step-up, update password, connected devices and
// the authenticator's QR code; the authenticator banner behind general.authenticatorBanner), ESI details and Legal.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'profile',
  routes: [
    { id: 'profile-details', component: () => import('./pages/details-page') },
    { id: 'profile-access', component: () => import('./pages/access-page') },
    { id: 'profile-security', component: () => import('./pages/security-page') },
    { id: 'profile-security-step-up', component: () => import('./pages/step-up-page') },
    { id: 'profile-security-update-password', component: () => import('./pages/update-password-page') },
    { id: 'profile-security-connected-devices', component: () => import('./pages/connected-devices-page') },
    { id: 'profile-security-qr-code', component: () => import('./pages/qr-code-page') },
    { id: 'profile-esi-details', component: () => import('./pages/esi-details-page') },
    { id: 'profile-legal', component: () => import('./pages/legal-page') },
  ],
  flags: ['digitisation.myAccess', 'general.authenticatorBanner'],
});
