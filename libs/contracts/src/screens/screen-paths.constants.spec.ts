import { SCREEN, adminChildPath, screenPattern } from './screen-paths.constants';

describe('the screen table', () => {
  it('builds each address from its template, every parameter encoded as one segment', () => {
    expect(SCREEN.article.to({ slug: 'kalium' })).toBe('/article/kalium');
    expect(SCREEN.tag.to({ tag: 'a/b c' })).toBe('/tag/a%2Fb%20c');
    expect(SCREEN.profile.to({ username: 'anna' })).toBe('/profile/anna');
    expect(SCREEN.adminEdit.to({ slug: 'p-kalium' })).toBe('/admin/edit/p-kalium');
    expect(SCREEN.home.to()).toBe('/');
  });

  it('leaves an optional parameter out when it is not given', () => {
    expect(SCREEN.calculators.to({})).toBe('/calculators');
    expect(SCREEN.calculators.to()).toBe('/calculators');
    expect(SCREEN.calculators.to({ id: 'egfr' })).toBe('/calculators/egfr');
  });

  it('adds the query, leaving out empty values, encoded as the search forms send it', () => {
    expect(SCREEN.search.to({ q: 'järn brist' })).toBe('/search?q=j%C3%A4rn%20brist');
    expect(SCREEN.articles.to({ category: 'hematologi', page: undefined })).toBe('/articles?category=hematologi');
    expect(SCREEN.adminCompare.to({ slug: 'ferritin' }, { v1: 1, v2: 3 })).toBe('/admin/articles/ferritin/compare?v1=1&v2=3');
  });

  it('matches a screen’s addresses by its pattern, and no others', () => {
    const article = new RegExp(`^${screenPattern(SCREEN.article)}$`);
    expect(article.test('/article/kalium')).toBe(true);
    expect(article.test('/article/kalium/x')).toBe(false);
    expect(article.test('/articles/kalium')).toBe(false);
    const calculators = new RegExp(`^${screenPattern(SCREEN.calculators)}$`);
    expect(['/calculators', '/calculators/egfr'].every((path) => calculators.test(path))).toBe(true);
    expect(calculators.test('/calculatorsx')).toBe(false);
  });

  it('places the admin screens inside the admin area', () => {
    expect(adminChildPath(SCREEN.adminCompare)).toBe('articles/:slug/compare');
  });

  it('names every path once', () => {
    const paths = Object.values(SCREEN).map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
