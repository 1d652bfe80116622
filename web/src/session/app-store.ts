// The app's one jotai store, shared by React (Provider) and by code outside React (the API links, the router).
import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

export const appStore: AppStore = createStore();
