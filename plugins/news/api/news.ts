import { graphql } from '@kit/gql';

export const NEWS_ARTICLE_SUMMARY = graphql(`
  fragment NewsArticleSummaryFields on NewsArticleSummary {
    id
    type
    title
    summary
    publishedDate
    productTags
  }
`);

export const NEWS_LIST_FIELDS = graphql(`
  fragment NewsListFields on NewsList {
    type
    offered
    isErrorOccurred
    products
    articles {
      ...NewsArticleSummaryFields
    }
    featured {
      ...NewsArticleSummaryFields
    }
  }
`);

export const GET_NEWS = graphql(`
  query GetNews {
    news {
      usersProducts
      productNews {
        ...NewsListFields
      }
      investmentNews {
        ...NewsListFields
      }
      investmentStrategy {
        ...NewsListFields
      }
      education {
        ...NewsListFields
      }
    }
  }
`);

export const GET_NEWS_ARTICLE = graphql(`
  query GetNewsArticle($id: ID!) {
    newsArticle(id: $id) {
      id
      type
      title
      summary
      publishedDate
      author
      productTags
      body
    }
  }
`);
