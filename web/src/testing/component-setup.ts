// The component project's setup: React's act() environment, and a clean DOM after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// findBy and waitFor give up after this long: a hang guard, not a speed check (they answer as soon as the
// condition holds). Testing Library's 1 s default failed a chat test whose lazy chunk took longer to import
// while other work kept both cores busy; this stays under the projects' testTimeout (vite.config.ts
// HANG_GUARDS) so a real hang ends with Testing Library's message and the DOM it saw.
configure({ asyncUtilTimeout: 30_000 });
afterEach(() => cleanup());
