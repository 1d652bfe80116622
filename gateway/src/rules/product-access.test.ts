// Product and badge access (001 §6, 002 §6), bullet by bullet.
import { describe, expect, it } from 'vitest';
import {
  currentProducts,
  deriveSubjectAccess,
  hasProduct,
  onlyProduct,
  venturesByBadge,
  type RawUserAccess,
} from './product-access.ts';

const ventures = {
  MacquarieWrap: ['MPM'],
  Wrap2: ['MPM'],
  Vision: ['MPMSWP'],
  GrowWrap: ['MPMADG'],
  Voyage: ['MPMAVY'],
  ANZGrowWrap: ['MPMADG'],
  Anz: [],
};

const mglUser: RawUserAccess = {
  brand: 'mgl',
  childBadge: 'MacquarieWrap',
  badges: ['MacquarieWrap', 'Vision'],
  supportedBrandProducts: { mgl: ['Wrap', 'Vision', 'Cash'], ybr: ['Cash'], oasis: ['Wrap'] },
};

describe('hasProduct and onlyProduct', () => {
  it('has a product listed for the current brand only', () => {
    const user: RawUserAccess = { ...mglUser, supportedBrandProducts: { mgl: ['Wrap'], perpetual: ['Cash'] } };
    expect(hasProduct(user, 'Wrap')).toBe(true);
    expect(hasProduct(user, 'Cash')).toBe(false);
  });

  it('merges the Anz list into oasis', () => {
    const user: RawUserAccess = {
      brand: 'oasis',
      childBadge: 'GrowWrap',
      badges: ['GrowWrap'],
      supportedBrandProducts: { oasis: ['Wrap'], anz: ['Cash'] },
    };
    expect(currentProducts(user)).toEqual(['Wrap', 'Cash']);
    expect(hasProduct(user, 'Cash')).toBe(true);
    expect(hasProduct({ ...user, brand: 'mgl' }, 'Cash')).toBe(false);
  });

  it("also reads the child badge's own list (001 §6 words it per child badge)", () => {
    const user: RawUserAccess = { ...mglUser, supportedBrandProducts: { MacquarieWrap: ['Wrap'], MBL: ['Cash'] } };
    expect(hasProduct(user, 'Wrap')).toBe(true);
    expect(hasProduct(user, 'Cash')).toBe(false);
  });

  it("'only' access means the product is the sole entry", () => {
    expect(onlyProduct({ ...mglUser, supportedBrandProducts: { mgl: ['Cash'] } }, 'Cash')).toBe(true);
    expect(onlyProduct({ ...mglUser, supportedBrandProducts: { mgl: ['Cash', 'Wrap'] } }, 'Cash')).toBe(false);
    expect(onlyProduct({ ...mglUser, supportedBrandProducts: { mgl: ['Wrap'] } }, 'Cash')).toBe(false);
    expect(onlyProduct({ ...mglUser, supportedBrandProducts: {} }, 'Cash')).toBe(false);
  });
});

describe('deriveSubjectAccess', () => {
  it('gives products held across brands, deduplicated', () => {
    expect(deriveSubjectAccess(mglUser, ventures).products).toEqual(['Wrap', 'Vision', 'Cash']);
  });

  it("adds the MBL cash badge with cash access, and YellowBrickRoad when the ybr list has Cash", () => {
    expect(deriveSubjectAccess(mglUser, ventures).cashBadges).toEqual(['MBL', 'YellowBrickRoad']);
    const noYbr = { ...mglUser, supportedBrandProducts: { mgl: ['Cash'], ybr: ['Wrap'] } };
    expect(deriveSubjectAccess(noYbr, ventures).cashBadges).toEqual(['MBL']);
    const ybrOnly = { ...mglUser, supportedBrandProducts: { mgl: ['Wrap'], ybr: ['Cash'] } };
    expect(deriveSubjectAccess(ybrOnly, ventures).cashBadges).toEqual(['YellowBrickRoad']);
    expect(deriveSubjectAccess({ ...mglUser, supportedBrandProducts: { mgl: ['Wrap'] } }, ventures).cashBadges).toEqual([]);
  });

  it('removes ANZGrowWrap and ANZPrivateWrap even when configured', () => {
    const user = { ...mglUser, badges: ['GrowWrap', 'ANZGrowWrap', 'ANZPrivateWrap'] };
    expect(deriveSubjectAccess(user, { ...ventures, ANZPrivateWrap: ['X'] }).badges).toEqual(['GrowWrap']);
  });

  it('drops badges with no business-venture config', () => {
    const user = { ...mglUser, badges: ['MacquarieWrap', 'Unknown', 'Anz', 'Vision'] };
    expect(deriveSubjectAccess(user, ventures).badges).toEqual(['MacquarieWrap', 'Vision']);
  });

  it('wrap access from Wrap or Vision, cash access from Cash', () => {
    const access = (list: string[]) => deriveSubjectAccess({ ...mglUser, supportedBrandProducts: { mgl: list } }, ventures);
    expect(access(['Vision'])).toMatchObject({ wrapAccess: true, cashAccess: false });
    expect(access(['Wrap'])).toMatchObject({ wrapAccess: true, cashAccess: false });
    expect(access(['Cash'])).toMatchObject({ wrapAccess: false, cashAccess: true });
  });

  it('reads the ventures map from a brand config', () => {
    expect(venturesByBadge({ MacquarieWrap: { businessVentures: ['MPM'] } })).toEqual({ MacquarieWrap: ['MPM'] });
  });
});
