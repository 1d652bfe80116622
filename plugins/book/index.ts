// The adviser's book (issue 31 §2): the dashboard's first card, across the whole row.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'book',
  slots: {
    dashboardWidgets: [{ id: 'book', component: () => import('./widgets/book-widget'), order: 10, wide: true }],
  },
});
