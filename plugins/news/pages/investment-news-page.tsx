// /dashboard/investment-news: the investmentNews list.
import type { PageProps } from '@kit/plugin';
import { NewsListView } from '../components/news-list-view';

export default function Page(_props: PageProps<'news.investment-news'>) {
  return <NewsListView list="investmentNews" page="investment" />;
}
