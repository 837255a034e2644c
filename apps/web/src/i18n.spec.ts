import { LANGUAGE_STORAGE_KEY } from './i18n';

/** A fresh copy of the i18n module, started as on a first page load with the given browser language. */
function loadI18n(browserLanguage: string) {
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(browserLanguage);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([browserLanguage]);
  let module!: typeof import('./i18n');
  jest.isolateModules(() => {
    module = jest.requireActual('./i18n');
  });
  return module;
}

describe('language', () => {
  beforeEach(() => localStorage.clear());

  it('takes the browser language on a first visit and stores nothing', () => {
    const { default: i18n } = loadI18n('en-US');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('follows the browser when it changes language later, as long as the reader picked none', () => {
    expect(loadI18n('en-GB').default.language).toBe('en');
    expect(loadI18n('sv-SE').default.language).toBe('sv');
    expect(loadI18n('de-DE').default.language).toBe('sv');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('remembers what the reader picks, over the browser language', async () => {
    const { chooseLanguage } = loadI18n('sv-SE');
    await chooseLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(loadI18n('sv-SE').default.language).toBe('en');
  });
});
