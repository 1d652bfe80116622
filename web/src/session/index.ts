// The session layer's public face: derived and action atoms (primitives stay in session-state.ts).
export { appStore, type AppStore } from './app-store';
export { DEFAULT_BADGE, resolveBrand, toLoginBadge, type LoginBadge } from './brand';
export type { ExitTarget, LogoutReason, SignInErrorCode } from './exit-target';
export { goToForLogin, safeGoTo } from './go-to';
export { leaveAtom, leavingAtom, logoutAtom } from './leave-atoms';
export { HOME_PATH, pickLoginSearch, planLogin, type LoginPlan, type LoginSearch } from './login-plan';
export { logout } from './logout';
export { browserSessionStorage } from './memory-storage';
export { newSessionId } from './session-id';
export { configureSessionAtom, isSignedInAtom, renewTokensAtom, sessionAtom, signInAtom } from './session-atoms';
export type { SessionApi, SessionServices } from './session-services';
export { SESSION_KEYS } from './session-storage';
export type { Leaving, SessionSnapshot } from './session-state';
export type { SessionTokens } from './tokens';
