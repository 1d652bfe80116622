// dashboard/client/{contactId}?fullName=&organisationName=&contactId=: the client overview (002 §2, §7).
import type { PageProps } from '@kit/plugin';
import { useSearch } from '@tanstack/react-router';
import { ClientOverview } from '../components/client-overview';

export default function ClientOverviewPage({ params }: PageProps<'client-overview'>) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  // The query's name is shown while the details load; the details' own name replaces it.
  const name = search.fullName || search.organisationName || null;
  return <ClientOverview contactId={params.contactId} nameHint={name} />;
}
