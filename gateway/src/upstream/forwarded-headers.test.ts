import { describe, expect, it } from 'vitest';
import { forwardedHeaders } from './forwarded-headers.js';
import { isLoggingCall, isSensitiveCall } from './header-rules.js';

const caller = { token: 't', sessionId: 's', deviceInfo: 'd', badge: 'oasis' };

describe('sensitive calls (000 §7)', () => {
  it.each([
    '/api/wealth/channel/user/v1/user-profile/details',
    '/api/wealth/security/v1/passphrase',
    '/api/wealth/security/v1/username',
    '/api/wealth/payments/v1/payment-requests/123',
    '/api/wealth/security/v1/mfa/deactivate',
    '/api/wealth/security/v1/mfa/device/confirm',
    '/api/wealth/security/v1/password',
    '/api/wealth/traverse/v1/intent/pension_payments',
    '/api/wealth/traverse/v1/intent/signed_document',
    '/api/wealth/payments/v2/payment/save',
    '/api/wealth/payments/v2/payment/P1/signature/9/sms/verify',
    '/api/wealth/payments/v2/payment/PAY00000001/signature/P0101/challenge',
  ])('%s is sensitive', (path) => expect(isSensitiveCall(path)).toBe(true));

  it.each([
    '/api/wealth/channel/user/v1/user/details',
    '/api/channel/micro/v3s/preference/entries',
    '/api/intermediary-accounts/v2/intermediaries/M1/accounts',
    '/api/wealth/traverse/v1/intent/super_rollover',
    '/api/wealth/payments/v2/validate',
    '/api/wealth/ada/search/clients',
  ])('%s is not sensitive', (path) => expect(isSensitiveCall(path)).toBe(false));
});

describe('forwarded headers', () => {
  it('adds device info on sensitive calls only', () => {
    expect(forwardedHeaders(caller, '/api/wealth/payments/v2/payment/save')['x-device-info']).toBe('d');
    expect(forwardedHeaders(caller, '/api/wealth/ada/search/clients')['x-device-info']).toBeUndefined();
  });

  it('adds the session id except on logging calls', () => {
    expect(forwardedHeaders(caller, '/api/wealth/ada/search/clients')['x-session-id']).toBe('s');
    expect(isLoggingCall('/api/wealth/logging/v1/events')).toBe(true);
    expect(forwardedHeaders(caller, '/api/wealth/logging/v1/events')['x-session-id']).toBeUndefined();
  });

  it('forwards the badge unless it is the default mgl', () => {
    expect(forwardedHeaders(caller, '/api/x').badge).toBe('oasis');
    expect(forwardedHeaders({ ...caller, badge: 'mgl' }, '/api/x').badge).toBeUndefined();
  });

  it('sends the bearer token unless told not to', () => {
    expect(forwardedHeaders(caller, '/api/x').authorization).toBe('Bearer t');
    expect(forwardedHeaders(caller, '/oauth2/token', { withToken: false }).authorization).toBeUndefined();
  });
});
