import { describe, expect, it } from 'vitest';
import { environments } from '@schemas/common.ts';
import { idleSettings } from './idle-settings.js';

describe('idle settings (000 §9)', () => {
  it.each(environments)('%s', (environment) => {
    const long = environment === 'production' || environment === 'beta';
    expect(idleSettings(environment)).toEqual({ idleSeconds: long ? 6900 : 360, countdownSeconds: 300 });
  });

  it('takes IDLE_SECONDS over the environment', () => {
    expect(idleSettings('production', 2)).toEqual({ idleSeconds: 2, countdownSeconds: 300 });
  });
});
