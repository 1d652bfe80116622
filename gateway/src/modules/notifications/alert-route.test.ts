import { describe, expect, it } from 'vitest';
import { toAlert } from './resolvers.js';

const alert = (extra: Record<string, unknown>) => ({ alert_id: '1', text: 'x', category: 'completed', created_at: '2026-01-01T00:00:00.000Z', ...extra }) as unknown as Parameters<typeof toAlert>[0];

describe('an alert\'s page', () => {
  it('opens pending applications for an account application, the requests for other alerts, Manage payments for payments', () => {
    expect(toAlert(alert({ object_type: 'others', links: [{ key: 'applicationId', value: 'APP100001' }] })).route).toBe('/dashboard/open-account/pending-applications');
    expect(toAlert(alert({ object_type: 'others', links: [{ key: 'intentId', value: 'INT1' }] })).route).toBe('/dashboard/request-centre/requests');
    expect(toAlert(alert({ object_type: 'payments' })).route).toBe('/dashboard/view-payments');
    expect(toAlert(alert({ object_type: 'others', links: [{ key: 'applicationId', value: 'APP1' }], is_having_in_app_routing: false })).route).toBeNull();
  });
});
