// News and investment content (001 §2.6, §3 News state, §5, §9; issue 16): the four lists for the signed-in
// user after the brand rules, each loaded on its own so one failing sets its error flag only, and one article
// when those rules show it to the user (NOT_FOUND otherwise: another brand's article is not this user's).
import type { NewsType } from '../resolvers-types.js';
import { enumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import type { Resolvers } from '../resolvers-types.js';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { BrandKey } from '../../rules/types.js';
import { getNewsArticle, getNewsList, type UpstreamNewsSummary } from './api/news-content.js';
import { LIST_TYPES, featured, listOfType, listOffered, newestFirst, productMenu, usersProducts, visible, type NewsListKey } from './news-rules.js';

const MAX_ID = 100;

const NEWS_TYPES: EnumTable<NewsType> = { PRODUCT_NEWS: true, INVESTMENT_NEWS: true, INVESTMENT_STRATEGY: true, EDUCATION: true };

export const toNewsType = (type: string) => enumValue(NEWS_TYPES, type.toUpperCase().replace(/-/g, '_'), 'NewsType');

const toSummary = (a: UpstreamNewsSummary) => ({
  id: a.id,
  type: toNewsType(a.type),
  title: a.title,
  summary: a.summary ?? '',
  publishedDate: a.publishedDate,
  author: a.author ?? null,
  productTags: a.productTags ?? [],
  badgeTags: a.badgeTags ?? [],
  tags: a.tags ?? [],
});

async function userAccess(ctx: GatewayContext) {
  const user = await ctx.loaders.userDetails();
  const access = { brand: user.brand as BrandKey, childBadge: user.childBadge, badges: user.badges ?? [], supportedBrandProducts: user.supportedBrandProducts ?? {} };
  return { brand: user.brand, products: usersProducts(access) };
}

async function loadList(ctx: GatewayContext, brand: string, products: string[], list: NewsListKey) {
  const type = toNewsType(LIST_TYPES[list]);
  const empty = { type, offered: listOffered(brand, list), articles: [], featured: [], products: [], isErrorOccurred: false };
  if (!empty.offered) return empty;
  try {
    const articles = newestFirst((await getNewsList(ctx.upstream, LIST_TYPES[list])).map(toSummary).filter((a) => visible(brand, products, list, a)));
    return { ...empty, articles, featured: featured(articles), products: productMenu(list, articles) };
  } catch (error) {
    // A sign-in problem is the whole answer's; anything else is this list's alone (the upstream layer logs it).
    if ((error as GraphQLError)?.extensions?.code === ErrorCode.UNAUTHENTICATED) throw error;
    return { ...empty, isErrorOccurred: true };
  }
}

export const newsResolvers = {
  Query: {
    async news(_, __, ctx) {
      const { brand, products } = await userAccess(ctx);
      const [productNews, investmentNews, investmentStrategy, education] = await Promise.all(
        (['productNews', 'investmentNews', 'investmentStrategy', 'education'] as const).map((list) => loadList(ctx, brand, products, list)),
      );
      return { usersProducts: products, productNews, investmentNews, investmentStrategy, education };
    },

    async newsArticle(_, args, ctx) {
      const id = args.id.trim();
      if (!id || id.length > MAX_ID) throw gatewayError(ErrorCode.BAD_USER_INPUT, `id must be 1 to ${MAX_ID} characters`, { field: 'id' });
      const { brand, products } = await userAccess(ctx);
      const article = await getNewsArticle(ctx.upstream, id);
      const list = listOfType(article.type);
      if (!list || !visible(brand, products, list, { productTags: article.productTags ?? [], tags: article.tags ?? [], publishedDate: article.publishedDate })) {
        throw gatewayError(ErrorCode.NOT_FOUND, 'Not found');
      }
      return { ...toSummary(article), body: article.body ?? '' };
    },
  },
} satisfies Resolvers;
