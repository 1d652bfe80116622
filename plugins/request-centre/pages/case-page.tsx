// dashboard/request-centre/requests/{intentId}: one case's details.
import type { PageProps } from '@kit/plugin';
import { CaseDetails } from '../components/details/case-details';

export default function CasePage({ params }: PageProps<'request-centre.case'>) {
  return <CaseDetails intentId={params.intentId} />;
}
