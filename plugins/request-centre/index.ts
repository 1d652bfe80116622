// The Request Centre (002 §2 to §9, issue 13): the requests list, a case's details (follow-ups,
// documents, authorisers, cancel), the create request form and the requests-in-progress dashboard card.
import { definePlugin } from '@kit/plugin';

const requestsPage = () => import('./pages/requests-page');

export default definePlugin({
  id: 'request-centre',
  routes: [
    { id: 'request-centre', component: requestsPage },
    { id: 'request-centre.requests', component: requestsPage },
    { id: 'request-centre.case', component: () => import('./pages/case-page') },
    { id: 'request-centre.create', component: () => import('./pages/create-request-page') },
  ],
  slots: {
    dashboardWidgets: [{ id: 'requests-in-progress', component: () => import('./widgets/requests-in-progress-widget'), order: 20 }],
  },
});
