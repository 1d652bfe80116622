// /dashboard/product-news/education: the education list.
import type { PageProps } from '@kit/plugin';
import { NewsListView } from '../components/news-list-view';

export default function Page(_props: PageProps<'news.education'>) {
  return <NewsListView list="education" page="product" />;
}
