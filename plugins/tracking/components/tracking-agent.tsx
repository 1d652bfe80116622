// Mounted once in the signed-in shell; draws nothing. Tracking runs only with general.mbTrackingEnabled on (001 §5).
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { usePluginHost } from '@kit/plugin-host';
import { startTracking } from '../lib/start-tracking';

export default function TrackingAgent() {
  const host = usePluginHost();
  if (!host.flag('general.mbTrackingEnabled')) return null;
  return <Tracking brand={host.brand.key} />;
}

function Tracking({ brand }: { brand: string }) {
  const client = useApolloClient();
  useEffect(() => startTracking({ client, brand }), [client, brand]);
  return null;
}
