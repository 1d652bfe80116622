// The unit, component and isolated projects' setup: every module's state as on a fresh page before each test
// (web/src/kit/module-state.ts), so no test depends on which file ran before it in the shared module cache.
import { beforeEach } from 'vitest';
import { resetModuleState } from '../kit/module-state';

beforeEach(() => resetModuleState());
