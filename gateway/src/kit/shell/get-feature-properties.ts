// GET /api/wealth/channel/user/v1/feature-properties: the brand's remote feature-enabled properties
// (001 §6 featureEnabledProperty checks), e.g. { 'accountGroup.enabled': true }. A GET, so the upstream
// client caches it per user like every other read.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export const FEATURE_PROPERTIES_PATH = '/api/wealth/channel/user/v1/feature-properties';

export async function getFeatureProperties(upstream: RequestUpstream): Promise<Record<string, boolean>> {
  const res = await upstream.api.GET(FEATURE_PROPERTIES_PATH);
  // Only a literal true switches a property on, as with every other check.
  return Object.fromEntries(Object.entries(res.data ?? {}).map(([key, value]) => [key, value === true]));
}
