import '@testing-library/jest-dom';
import i18n from '../src/i18n';

// Every test starts in English with nothing remembered; the language test switches on purpose.
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  jest.restoreAllMocks();
});
