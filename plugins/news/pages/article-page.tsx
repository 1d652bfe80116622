// /dashboard/product-news/articles/{articleId} and /dashboard/investment-news/articles/{articleId}: one article.
// Its body is untrusted HTML from the content system, sanitised (DOMPurify) before it is drawn; an article the
// user's brand rules hide answers NOT_FOUND and reads as not available.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { hasGatewayCode } from '@kit/refusal';
import { RouteLink } from '@kit/route-link';
import { useEffect, useMemo, useRef } from 'react';
import { GET_NEWS_ARTICLE } from '../api/news';
import { ProductLabels, PublishedDate } from '../components/article-meta';
import { LIST_ROUTE, listOfType, listTitle } from '../lib/lists';
import { sanitiseArticle } from '../lib/sanitise-article';
import { layout } from '@kit/layout';
import styles from '../news.module.css';

const isNotFound = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export default function ArticlePage({ params }: PageProps<'news.product-article'> | PageProps<'news.investment-article'>) {
  const { data, loading, error, refetch } = useQuery(GET_NEWS_ARTICLE, { variables: { id: params.articleId } });
  const article = data?.newsArticle;
  const body = useMemo(() => (article ? sanitiseArticle(article.body) : ''), [article]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (article) heading.current?.focus();
  }, [article]);

  if (loading && !article) return <LoadingState label={t('news.article.loading')} />;
  if (!article) {
    return (
      <div className={`${layout.page} ${styles.page}`}>
        {error && isNotFound(error) ? (
          <p className={layout.empty} role="alert">
            {t('news.article.notFound')}
          </p>
        ) : (
          <ErrorState message={t('news.error.article')} onRetry={() => void refetch().catch(() => undefined)} />
        )}
      </div>
    );
  }
  const list = listOfType(article.type);
  return (
    <article className={`${layout.page} ${styles.page}`} aria-labelledby="news-article-title">
      <RouteLink to={LIST_ROUTE[list]} className={styles.back}>
        {t('news.article.back', { list: t(listTitle(list)) })}
      </RouteLink>
      <header className={styles.articleHeader}>
        <p className={`${layout.eyebrow} ${layout.flush}`}>{t(listTitle(list))}</p>
        <h1 id="news-article-title" className={layout.title} tabIndex={-1} ref={heading}>
          {article.title}
        </h1>
        <div className={styles.meta}>
          <PublishedDate date={article.publishedDate} />
          {article.author && <span className={styles.author}>{t('news.article.by', { author: article.author })}</span>}
          <ProductLabels products={article.productTags} />
        </div>
      </header>
      {/* Sanitised just above (sanitise-article.ts): no scripts, handlers or javascript: links survive. */}
      <div className={styles.body} data-testid="news-article-body" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
