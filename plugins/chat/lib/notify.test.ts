import { describe, expect, it, vi } from 'vitest';
import { askNotificationPermission, notifyNewMessage, type NotifyEnvironment } from './notify';

function fake(permission: string) {
  const shown: string[] = [];
  const requestPermission = vi.fn(async () => 'granted');
  const N = class {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string) {
      shown.push(title);
    }
  };
  return { N: N as unknown as NotifyEnvironment['Notification'], shown, requestPermission };
}

describe('chat notifications (001 §9)', () => {
  it("says 'You've received a new chat message' only while the page is hidden and permission is granted", () => {
    const granted = fake('granted');
    expect(notifyNewMessage({ hidden: false, Notification: granted.N })).toBe(false);
    expect(notifyNewMessage({ hidden: true, Notification: granted.N })).toBe(true);
    expect(granted.shown).toEqual(["You've received a new chat message"]);
    const denied = fake('denied');
    expect(notifyNewMessage({ hidden: true, Notification: denied.N })).toBe(false);
    expect(notifyNewMessage({ hidden: true })).toBe(false);
    expect(denied.shown).toEqual([]);
  });

  it('asks for permission only while the browser has no answer', () => {
    for (const [permission, asked] of [['default', 1], ['granted', 0], ['denied', 0]] as const) {
      const f = fake(permission);
      askNotificationPermission({ hidden: false, Notification: f.N });
      expect(f.requestPermission).toHaveBeenCalledTimes(asked);
    }
  });
});
