// Work a plugin must do before the user signs out, while the session still holds its tokens: a screen-share
// session sends 'logout' to the person watching instead of the portal logging out directly (001 §4 Screen
// share). The shell's logout awaits every hook, each bounded, then signs out whatever they answered.
import { registerModuleReset } from './module-state';

export type BeforeLogoutHook = () => Promise<void> | void;

const hooks = new Set<BeforeLogoutHook>();
registerModuleReset(() => hooks.clear());

/** Registers a hook; the answer removes it. */
export function onBeforeLogout(hook: BeforeLogoutHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs the registered hooks together; a hook that fails or takes longer than `timeoutMs` is left behind. */
export async function runBeforeLogout(timeoutMs = 2000): Promise<void> {
  if (hooks.size === 0) return;
  const bounded = [...hooks].map((hook) =>
    Promise.race([
      Promise.resolve()
        .then(hook)
        .catch((error: unknown) => console.error('A before-logout hook failed', error)),
      new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
    ]),
  );
  await Promise.all(bounded);
}
