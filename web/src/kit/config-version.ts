// Whether the gateway's config has changed since this page drew its menus: every GraphQL answer carries the
// config's fingerprint (x-config-version; gateway/src/config-host/create-config-host.ts). The first one heard is
// the page's; a different one later means menus, links and flags may differ from what the page shows, and the
// shell offers a reload (shell/config-updated-notice.tsx). Nothing is reloaded for the adviser: they may be
// filling a form.
import { ApolloLink } from '@apollo/client';
import { atom, type createStore } from 'jotai';
import { tap } from 'rxjs';
import { registerModuleReset } from './module-state';

export const CONFIG_VERSION_HEADER = 'x-config-version';

type Store = Pick<ReturnType<typeof createStore>, 'get' | 'set'>;

let pageVersion: string | null = null;
/** True once an answer was made with other config than the page's first. */
export const configChangedAtom = atom(false);
registerModuleReset(() => {
  pageVersion = null;
});

/** Notes the version an answer was made with, in the app's store. */
export function noteConfigVersion(version: string | null | undefined, store: Store): void {
  if (!version) return;
  if (pageVersion === null) pageVersion = version;
  else if (version !== pageVersion && !store.get(configChangedAtom)) store.set(configChangedAtom, true);
}

/** Reads each answer's config version into `store`; goes just before the HTTP link. */
export function createConfigVersionLink(store: Store): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => noteConfigVersion((operation.getContext().response as Response | undefined)?.headers?.get(CONFIG_VERSION_HEADER), store)),
    ),
  );
}
