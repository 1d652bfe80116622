// The header search (000 §2 "Global search dropdown"): a combobox over accounts, wrap groups and
// clients, with recent and popular entries. The box loads with the header; nothing else is contributed.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'search',
  slots: { headerSearch: () => import('./search-box/search-box') },
  flags: ['search.ada'],
});
