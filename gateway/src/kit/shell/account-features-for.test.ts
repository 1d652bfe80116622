import { describe, expect, it } from 'vitest';
import { accountFeaturesFor } from './account-features-for.js';

const config = {
  brands: {
    mgl: {
      default: {
        accountGroup: { enabled: true }, feesCalculator: { enabled: true }, accountOpening: { enabled: true },
        pendingApplications: { enabled: true }, wrapStatements: { enabled: false }, wrapAccountDetailsEnhancement: { enabled: false },
      },
      uat: { wrapAccountDetailsEnhancement: { enabled: true }, accountGroup: { enabled: false } },
    },
  },
} as never;

describe('account features for brand and environment', () => {
  it('is the default where the environment lists nothing', () => {
    expect(accountFeaturesFor(config, 'mgl', 'production')).toMatchObject({ accountGroup: { enabled: true }, wrapAccountDetailsEnhancement: { enabled: false } });
  });

  it("takes the environment's differences over the default", () => {
    expect(accountFeaturesFor(config, 'mgl', 'uat')).toMatchObject({
      accountGroup: { enabled: false }, feesCalculator: { enabled: true }, wrapAccountDetailsEnhancement: { enabled: true },
    });
  });
});
