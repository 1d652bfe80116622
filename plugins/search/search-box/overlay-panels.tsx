// What the search overlay shows for a category: loaded apart from the box (search-box.tsx), on the box's first
// focus or press, or once the page is idle, so the header's input paints with the page and this code does not.
import type { PillStatus } from '../accounts/status-filter';
import { AccountsPanel } from '../accounts/accounts-panel';
import { ClientsPanel } from '../clients/clients-panel';
import { GroupsPanel } from '../groups/groups-panel';
import type { SearchCategory } from './categories';

export interface OverlayPanelsProps {
  category: SearchCategory;
  term: string | null;
  statuses: PillStatus[];
  onStatusesChange(statuses: PillStatus[]): void;
}

export default function OverlayPanels({ category, term, statuses, onStatusesChange }: OverlayPanelsProps) {
  if (category === 'accounts') return <AccountsPanel term={term} statuses={statuses} onStatusesChange={onStatusesChange} />;
  if (category === 'wrapGroups') return <GroupsPanel term={term} />;
  return <ClientsPanel term={term} />;
}
