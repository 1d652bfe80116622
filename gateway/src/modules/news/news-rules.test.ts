import { describe, expect, it } from 'vitest';
import type { RawUserAccess } from '../../rules/product-access.js';
import { FEATURED_COUNT, featured, listOffered, productMenu, usersProducts, visible } from './news-rules.js';

const olivia: RawUserAccess = { brand: 'mgl', childBadge: 'MacquarieWrap', badges: ['MacquarieWrap', 'Vision'], supportedBrandProducts: { mgl: ['Wrap', 'Vision', 'Cash'], ybr: ['Cash'] } };
const wrapOnly: RawUserAccess = { brand: 'mgl', childBadge: 'MacquarieWrap', badges: ['MacquarieWrap'], supportedBrandProducts: { mgl: ['Wrap'] } };
const liam: RawUserAccess = { brand: 'oasis', childBadge: 'GrowWrap', badges: ['GrowWrap', 'Voyage', 'ANZGrowWrap'], supportedBrandProducts: { oasis: ['Wrap'], anz: ['Wrap'] } };
const dominionAdviser: RawUserAccess = { brand: 'oasis', childBadge: 'Dominion', badges: ['Dominion', 'FSP', 'Matrix', 'Mentor'], supportedBrandProducts: { oasis: ['Wrap'] } };
const charlotte: RawUserAccess = { brand: 'perpetual', childBadge: 'Perpetual', badges: ['Perpetual'], supportedBrandProducts: { perpetual: ['Wrap'] } };

const art = (productTags: string[], tags: string[] = [], publishedDate = '2026-11-01') => ({ productTags, tags, publishedDate });

describe("the user's product keys", () => {
  it('come from the products and child badges held, in the order of 001 §3', () => {
    expect(usersProducts(olivia)).toEqual(['cash', 'trading', 'wrap', 'macquarieWrap', 'macquarieVision']);
    expect(usersProducts(wrapOnly)).toEqual(['wrap', 'macquarieWrap']);
    expect(usersProducts(liam)).toEqual(['wrap', 'growWrap', 'voyage']);
    expect(usersProducts(charlotte)).toEqual(['wrap']);
  });

  it('never include dominion, fsp or matrix', () => {
    expect(usersProducts(dominionAdviser)).toEqual(['wrap', 'mentor']);
  });
});

describe('mgl', () => {
  const p = usersProducts(olivia);
  it('shows product-tag matches only', () => {
    expect(visible('mgl', p, 'productNews', art(['cash']))).toBe(true);
    expect(visible('mgl', p, 'productNews', art(['growWrap']))).toBe(false);
    expect(visible('mgl', p, 'productNews', art([]))).toBe(false);
    expect(visible('mgl', usersProducts(wrapOnly), 'productNews', art(['cash']))).toBe(false);
    expect(visible('mgl', p, 'education', art(['wrap', 'growWrap']))).toBe(true);
  });

  it('needs the bfs:investment-updates tag in the investment list, and cash does not count there', () => {
    expect(visible('mgl', p, 'investmentNews', art(['wrap'], ['bfs:investment-updates']))).toBe(true);
    expect(visible('mgl', p, 'investmentNews', art(['wrap'], ['bfs:models']))).toBe(false);
    expect(visible('mgl', p, 'investmentNews', art(['cash'], ['bfs:investment-updates']))).toBe(false);
    expect(visible('mgl', p, 'investmentNews', art(['cash', 'macquarieVision'], ['bfs:investment-updates']))).toBe(true);
  });

  it('is the only brand offered investment strategy, product-filtered', () => {
    expect(listOffered('mgl', 'investmentStrategy')).toBe(true);
    expect(visible('mgl', p, 'investmentStrategy', art(['macquarieWrap']))).toBe(true);
    expect(visible('mgl', p, 'investmentStrategy', art(['growWrap']))).toBe(false);
    for (const brand of ['oasis', 'perpetual']) {
      expect(listOffered(brand, 'investmentStrategy')).toBe(false);
      expect(visible(brand, ['wrap', 'growWrap'], 'investmentStrategy', art(['growWrap']))).toBe(false);
    }
  });
});

describe('oasis', () => {
  const p = usersProducts(liam);
  it('shows product-filtered articles, with no tag needed for investment news', () => {
    expect(visible('oasis', p, 'productNews', art(['growWrap']))).toBe(true);
    expect(visible('oasis', p, 'productNews', art(['macquarieWrap']))).toBe(false);
    expect(visible('oasis', p, 'investmentNews', art(['voyage'], ['oasis:investments']))).toBe(true);
  });

  it('never matches dominion, fsp or matrix, even for a holder of those badges', () => {
    const d = usersProducts(dominionAdviser);
    expect(visible('oasis', d, 'productNews', art(['dominion']))).toBe(false);
    expect(visible('oasis', d, 'productNews', art(['fsp', 'matrix']))).toBe(false);
    expect(visible('oasis', d, 'productNews', art(['fsp', 'mentor']))).toBe(true);
  });
});

describe('perpetual', () => {
  it('shows every article, other products and untagged ones included', () => {
    const p = usersProducts(charlotte);
    expect(visible('perpetual', p, 'productNews', art(['cash']))).toBe(true);
    expect(visible('perpetual', p, 'productNews', art(['growWrap']))).toBe(true);
    expect(visible('perpetual', p, 'education', art([]))).toBe(true);
    expect(visible('perpetual', p, 'investmentNews', art(['macquarieWrap'], []))).toBe(true);
  });

  it('but not articles for excluded products only (dominion, fsp, matrix; cash in the investment list)', () => {
    expect(visible('perpetual', ['wrap'], 'productNews', art(['dominion']))).toBe(false);
    expect(visible('perpetual', ['wrap'], 'investmentNews', art(['cash'], ['bfs:investment-updates']))).toBe(false);
    expect(visible('perpetual', ['wrap'], 'productNews', art(['cash']))).toBe(true);
  });
});

describe('the product filter and featured lists', () => {
  it('offer the tagged product keys without the excluded ones, cash left out of the investment menu', () => {
    const articles = [art(['cash', 'fsp']), art(['wrap', 'dominion']), art(['macquarieVision', 'matrix'])];
    expect(productMenu('productNews', articles)).toEqual(['cash', 'wrap', 'macquarieVision']);
    expect(productMenu('investmentNews', articles)).toEqual(['wrap', 'macquarieVision']);
  });

  it('feature the 5 most recent', () => {
    const dates = ['2026-10-01', '2026-11-20', '2026-09-01', '2026-11-02', '2026-11-19', '2026-10-15', '2026-08-30'];
    const list = dates.map((d) => art(['wrap'], [], d));
    expect(FEATURED_COUNT).toBe(5);
    expect(featured(list).map((a) => a.publishedDate)).toEqual(['2026-11-20', '2026-11-19', '2026-11-02', '2026-10-15', '2026-10-01']);
    expect(featured(list.slice(0, 2))).toHaveLength(2);
  });
});
