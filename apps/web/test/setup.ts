import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadPage } from '../src/app-routes';
import { preloadServerRendered } from '../src/components/lazy-component';
import i18n from '../src/i18n';
import { resources } from '../src/locales/resources';

// Both languages' texts at once, as the server has them (the browser loads one language's chunk).
for (const [language, texts] of Object.entries(resources)) {
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle);
}

// The first test of a file that opens the lazy admin area loads it whole; on a busy machine that
// takes longer than the library's 1 s default for findBy and waitFor, which then fail for nothing.
configure({ asyncUtilTimeout: 5000 });

// The pages and their lazy parts are in place before a test renders them, as in a browser that
// loaded the page's chunk before rendering it (the admin area loads when a test opens it).
beforeAll(async () => {
  await preloadServerRendered();
  await Promise.all(['/login', '/register', '/profile/edit'].map((path) => preloadPage(path)));
});

// Every test starts in English with nothing remembered; the language test switches on purpose.
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  jest.restoreAllMocks();
});
