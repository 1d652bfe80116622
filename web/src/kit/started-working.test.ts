// @vitest-environment happy-dom
// The started-working rule (issue 30): landing paths keep it false; a click or key press outside an open dialog,
// or any other route, turns it true for the rest of the load.
import { afterEach, describe, expect, it } from 'vitest';
import { hasStartedWorking, noteRoute, watchStartedWorking } from './started-working';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

describe('started working', () => {
  it('stays false on the landing routes and turns true on another', () => {
    noteRoute('/home');
    noteRoute('/dashboard');
    expect(hasStartedWorking()).toBe(false);
    noteRoute('/accounts/wrap/W1');
    expect(hasStartedWorking()).toBe(true);
    noteRoute('/dashboard');
    expect(hasStartedWorking()).toBe(true);
  });

  it('counts a click or key press in the page, not one inside an open dialog', () => {
    stops.push(watchStartedWorking());
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    const button = document.createElement('button');
    dialog.append(button);
    const field = document.createElement('input');
    document.body.append(dialog, field);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(hasStartedWorking()).toBe(false);
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(hasStartedWorking()).toBe(true);
  });

  it('does not listen once stopped', () => {
    watchStartedWorking()();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hasStartedWorking()).toBe(false);
  });
});
