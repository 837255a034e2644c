import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import i18n from '../src/i18n';
import { resources } from '../src/locales/resources';

// Both languages' texts at once, as the server has them (the browser loads one language's chunk).
for (const [language, texts] of Object.entries(resources)) {
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle);
}

// The first test of a file that opens the lazy admin area loads it whole; on a busy machine that
// takes longer than the library's 1 s default for findBy and waitFor, which then fail for nothing.
configure({ asyncUtilTimeout: 5000 });

// Every test starts in English with nothing remembered; the language test switches on purpose.
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  jest.restoreAllMocks();
});
