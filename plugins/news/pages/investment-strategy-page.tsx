// /dashboard/investment-news/strategy: the investmentStrategy list.
import type { PageProps } from '@kit/plugin';
import { NewsListView } from '../components/news-list-view';

export default function Page(_props: PageProps<'news.investment-strategy'>) {
  return <NewsListView list="investmentStrategy" page="investment" />;
}
