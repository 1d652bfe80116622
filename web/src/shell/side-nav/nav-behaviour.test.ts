import { describe, expect, it } from 'vitest';
import {
  closesOnPressOutside,
  hidesOnClick,
  isItemDisabled,
  itemLabel,
  navPresentation,
  opensOnHover,
  togglesAreInteractive,
} from './nav-behaviour';

describe('side navigation rules', () => {
  it('docks when pinned on sm and up, flies out otherwise', () => {
    expect(navPresentation(true, 'sm')).toBe('docked');
    expect(navPresentation(true, 'xl')).toBe('docked');
    expect(navPresentation(true, 'xs')).toBe('flyout');
    expect(navPresentation(false, 'lg')).toBe('flyout');
  });

  it('hides on every click except toggles on desktop', () => {
    expect(hidesOnClick('route', 'desktop')).toBe(true);
    expect(hidesOnClick('external', 'desktop')).toBe(true);
    expect(hidesOnClick('action', 'desktop')).toBe(true);
    expect(hidesOnClick('toggle', 'desktop')).toBe(false);
    expect(hidesOnClick('route', 'touch')).toBe(true);
    expect(hidesOnClick('toggle', 'touch')).toBe(true);
  });

  it('gives toggles no click handler on mobile and tablet', () => {
    expect(togglesAreInteractive('desktop')).toBe(true);
    expect(togglesAreInteractive('touch')).toBe(false);
  });

  it('opens on hover on desktop and closes on a tap outside on touch', () => {
    expect(opensOnHover('desktop')).toBe(true);
    expect(opensOnHover('touch')).toBe(false);
    expect(closesOnPressOutside('touch', 'flyout', 'button')).toBe(true);
    expect(closesOnPressOutside('touch', 'docked', null)).toBe(false);
    expect(closesOnPressOutside('desktop', 'flyout', 'hover')).toBe(false);
    expect(closesOnPressOutside('desktop', 'flyout', 'button')).toBe(true);
  });

  it('disables Screen sharing assistance while co-browsing', () => {
    const item = { disabledWhen: 'cobrowseActive' };
    expect(isItemDisabled(item, { cobrowseActive: false })).toBe(false);
    expect(isItemDisabled(item, { cobrowseActive: true })).toBe(true);
    expect(isItemDisabled({ disabledWhen: null }, { cobrowseActive: true })).toBe(false);
    expect(isItemDisabled({ disabledWhen: 'somethingElse' }, { cobrowseActive: true })).toBe(false);
  });

  it('uses the pinned label when pinned', () => {
    const item = { label: 'Request Centre', pinnedLabel: 'Requests' };
    expect(itemLabel(item, true)).toBe('Requests');
    expect(itemLabel(item, false)).toBe('Request Centre');
    expect(itemLabel({ label: 'Help', pinnedLabel: null }, true)).toBe('Help');
  });
});
