// Mounted once in the signed-in shell; draws nothing. Tracking runs only with general.mbTrackingEnabled on (001 §5),
// and its code (the user-agent parser with it) loads only then, after the page has drawn.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { usePluginHost } from '@kit/plugin-host';

export default function TrackingAgent() {
  const host = usePluginHost();
  if (!host.flag('general.mbTrackingEnabled')) return null;
  return <Tracking brand={host.brand.key} />;
}

function Tracking({ brand }: { brand: string }) {
  const client = useApolloClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../lib/start-tracking').then(({ startTracking }) => {
      if (!cancelled) stop = startTracking({ client, brand });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, brand]);
  return null;
}
