import type { Article } from '@labmedicin/contracts';
import { anArticle } from '../../../test/fixtures';
import { articlePagesByLanguage } from './translations';

describe('articlePagesByLanguage', () => {
  it('gives the article and each published translation, by language', () => {
    const article = anArticle({
      slug: 'kalium-p-kalium',
      translations: [{ language: 'en', slug: 'potassium-p-potassium', title: 'Potassium (P-Potassium)', status: 'published', updatedAt: '2024-03-05T12:00:00.000Z', outdated: false }],
    });
    expect(articlePagesByLanguage(article)).toEqual({ sv: '/article/kalium-p-kalium', en: '/article/potassium-p-potassium' });
    const draft = { ...article, translations: [{ ...article.translations[0], status: 'draft' as const }] };
    expect(articlePagesByLanguage(draft)).toEqual({ sv: '/article/kalium-p-kalium' });
  });

  it('reads a copy kept for offline reading before articles were linked (production does not check answers against their schema)', () => {
    const { translations: _translations, ...kept } = anArticle({ slug: 'kalium-p-kalium' });
    expect(articlePagesByLanguage(kept as Article)).toEqual({ sv: '/article/kalium-p-kalium' });
  });
});
