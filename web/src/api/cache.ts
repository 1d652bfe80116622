// The normalised cache: types without an id field say what identifies them.
import { InMemoryCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // The signed-in user is one object whatever query reached it, so page queries read the shell's answer.
      Viewer: { keyFields: [] },
      User: { keyFields: ['mac'] },
      Preference: { keyFields: ['key'] },
      // A menu item's id names a config entry, not one resolved object: the same id resolves differently per
      // brand, badge and environment (the preview page asks for several), so items stay inside their answer.
      NavItem: { keyFields: false },
      EnabledPlugin: { keyFields: false },
    },
  });
}
