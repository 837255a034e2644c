import { hreflangLinks } from './hreflang.constants';

describe('hreflangLinks', () => {
  it('names each version in the languages\' order, then the Swedish one as x-default', () => {
    expect(
      hreflangLinks([
        { language: 'en', href: 'https://x/article/potassium' },
        { language: 'sv', href: 'https://x/article/kalium' },
      ]),
    ).toEqual([
      { hreflang: 'sv', href: 'https://x/article/kalium' },
      { hreflang: 'en', href: 'https://x/article/potassium' },
      { hreflang: 'x-default', href: 'https://x/article/kalium' },
    ]);
  });

  it('names nothing for a page in one language only', () => {
    expect(hreflangLinks([{ language: 'en', href: 'https://x/article/potassium' }])).toEqual([]);
    expect(hreflangLinks([])).toEqual([]);
  });
});
