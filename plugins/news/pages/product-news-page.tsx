// /dashboard/product-news: the productNews list.
import type { PageProps } from '@kit/plugin';
import { NewsListView } from '../components/news-list-view';

export default function Page(_props: PageProps<'news.product-news'>) {
  return <NewsListView list="productNews" page="product" />;
}
