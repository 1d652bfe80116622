// The page's entry: a first visit without a sign-in leaves for the login page from here; otherwise the
// app (main.tsx) loads.
import { loadCopy } from './copy-loader';
import { firstVisitLoginUrl } from './first-visit';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage; // blocked storage throws; the app copes with that itself
  } catch {
    return null;
  }
}

const storage = sessionStorageOrNull();
const loginUrl = storage
  ? firstVisitLoginUrl({
      location: window.location,
      storage,
      metaBrand: document.querySelector<HTMLMetaElement>('meta[name="ao-brand"]')?.content,
      fetch: window.fetch.bind(window),
    })
  : Promise.resolve(null);

void loginUrl.then((url) => {
  if (url) return window.location.replace(url);
  void loadCopy(); // under way while the app's code arrives
  void import('./main');
});
