import { describe, expect, it } from 'vitest';
import { openRequestFromEvent, openRequestFromSearch, searchWithoutChat } from './open-chat';

describe('opening the chat from elsewhere', () => {
  it('reads ?chat=<context>&ref=<id>, ?chat=open, and nothing else', () => {
    expect(openRequestFromSearch('?chat=request_centre&ref=R-1')).toEqual({ context: { name: 'request_centre', referenceId: 'R-1' } });
    expect(openRequestFromSearch('?chat=manage_payments')).toEqual({ context: { name: 'manage_payments', referenceId: null } });
    expect(openRequestFromSearch('?chat=open')).toEqual({ context: null });
    expect(openRequestFromSearch('?chat=elsewhere&ref=1')).toBeNull();
    expect(openRequestFromSearch('?brand=oasis')).toBeNull();
  });

  it('drops a reference id that is too long or has control characters', () => {
    expect(openRequestFromSearch(`?chat=request_centre&ref=${'x'.repeat(101)}`)?.context?.referenceId).toBeNull();
    expect(openRequestFromEvent({ context: 'request_centre', referenceId: 'a\u0007b' }).context?.referenceId).toBeNull();
  });

  it('the event opens with a valid context or none', () => {
    expect(openRequestFromEvent({ context: 'manage_payments', referenceId: ' P-9 ' })).toEqual({ context: { name: 'manage_payments', referenceId: 'P-9' } });
    expect(openRequestFromEvent(undefined)).toEqual({ context: null });
    expect(openRequestFromEvent({ context: 'nope' })).toEqual({ context: null });
  });

  it('removes only its own parameters from the address', () => {
    expect(searchWithoutChat('?brand=oasis&chat=open&ref=1')).toBe('?brand=oasis');
    expect(searchWithoutChat('?chat=request_centre&ref=R-1')).toBe('');
  });
});
