// Wires the session, the API client and the router together once, at start.
import { createApolloClient } from './api/apollo-client';
import { browserDeviceInfo } from './api/device-info';
import { createSessionApi } from './api/session-api';
import { createAppRouter } from './routes/router';
import { recordPageFlows } from '@kit/page-flow';
import { installChunkRecovery } from './shell/root/chunk-recovery';
import { badgeFavicon, setFavicon } from './shell/root/favicon';
import {
  appStore,
  browserSessionStorage,
  configureSessionAtom,
  logout,
  newSessionId,
  renewTokensAtom,
  resolveBrand,
  SESSION_KEYS,
  sessionAtom,
  type LoginBadge,
} from './session';

export function bootstrap() {
  const storage = browserSessionStorage();
  const brand = resolveBrand({
    pageQuery: window.location.search,
    stored: storage.getItem(SESSION_KEYS.brand),
    meta: document.querySelector<HTMLMetaElement>('meta[name="ao-brand"]')?.content,
  });
  applyBrand(brand);

  const client = createApolloClient({
    headerValues: () => {
      const session = appStore.get(sessionAtom);
      if (!session) return null;
      return { accessToken: session.tokens?.accessToken ?? null, sessionId: session.sessionId, badge: session.brand, deviceInfo: browserDeviceInfo() };
    },
    renewTokens: () => appStore.set(renewTokensAtom),
    // The refresh token was refused: the sign-in is over.
    onAuthFailure: () => void logout('timed_out'),
    store: appStore,
  });

  appStore.set(configureSessionAtom, {
    api: createSessionApi(client),
    storage,
    brand,
    loginRedirectUri: `${window.location.origin}${window.location.pathname}#/login`,
    assign: (url) => window.location.assign(url),
    clearCache: () => client.clearStore(),
    now: () => Date.now(),
    newSessionId: () => newSessionId(),
  });

  installChunkRecovery();
  const router = createAppRouter({ store: appStore, client, storage });
  // From the first paint, every move the router makes: whoever tracks page flows later hears them all.
  recordPageFlows(window, (onChange) => router.history.subscribe(onChange));
  return { store: appStore, client, router };
}

/**
 * The login badge's look before the shell answers: theme.css keys fallback colours on this attribute and
 * the favicon is the badge's, so the loading and leaving screens are already the right brand.
 */
function applyBrand(brand: LoginBadge) {
  document.documentElement.dataset.brand = brand;
  setFavicon(badgeFavicon(brand));
}
