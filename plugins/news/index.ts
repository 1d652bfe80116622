// News and investment content (001 §2.6, §3 News state, §5, §9; issue 16): the News card on the dashboard with
// the featured lists, the product news and education lists, the investment news and strategy lists, and an
// article page. The gateway's news module applies the brand rules; this plugin draws and filters what it gets.
import { definePlugin } from '@kit/plugin';

const article = () => import('./pages/article-page');

export default definePlugin({
  id: 'news',
  routes: [
    { id: 'news.product-news', component: () => import('./pages/product-news-page') },
    { id: 'news.education', component: () => import('./pages/education-page') },
    { id: 'news.product-article', component: article },
    { id: 'news.investment-news', component: () => import('./pages/investment-news-page') },
    { id: 'news.investment-strategy', component: () => import('./pages/investment-strategy-page') },
    { id: 'news.investment-article', component: article },
  ],
  slots: {
    dashboardWidgets: [{ id: 'news', component: () => import('./widgets/news-widget'), order: 50 }],
  },
});
