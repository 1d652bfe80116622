// Feature properties for the shell, failing soft: without them every featureEnabledProperty check fails
// closed, which hides a few items, whereas failing the whole shell would leave the adviser no portal.
// An expired token still surfaces, so the web renews it and asks again.
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode } from '../../errors.js';
import { getFeatureProperties } from './get-feature-properties.js';

export async function loadFeatureProperties(ctx: Pick<GatewayContext, 'upstream'>): Promise<Record<string, boolean>> {
  try {
    return await getFeatureProperties(ctx.upstream);
  } catch (error) {
    const code = (error as GraphQLError).extensions?.code;
    if (code === ErrorCode.UNAUTHENTICATED) throw error;
    console.warn(`feature properties unavailable (${String(code ?? error)}): featureEnabledProperty checks fail for this shell`);
    return {};
  }
}
