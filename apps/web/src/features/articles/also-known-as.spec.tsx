import { screen } from '@testing-library/react';
import { analysisSchema } from '@labmedicin/contracts';
import i18n from '../../i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { anArticle, meAnswer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const GLUCOSE = anArticle({
  slug: 'glukos',
  title: 'Glukos (P-Glukos, fP-Glukos)',
  analyses: [
    analysisSchema.parse({ designation: 'P-Glukos', otherNames: ['blodsocker', 'blodglukos'] }),
    analysisSchema.parse({ designation: 'fP-Glukos', otherNames: ['fasteglukos', 'blodsocker'] }),
  ],
});

function showArticle(article: ReturnType<typeof anArticle>) {
  stubFetch({ 'GET /api/auth/me': meAnswer(null), [`GET /api/articles/${article.slug}`]: { body: { success: true, data: article } } });
  renderApp(`/article/${article.slug}`);
}

describe('the other names under an article\'s title', () => {
  it('lists every analysis\'s other names once, in the article\'s language, after "Also known as"', async () => {
    showArticle(GLUCOSE);
    const line = await screen.findByTestId('also-known-as');
    expect(line).toHaveTextContent(/^Also known as: blodsocker, blodglukos, fasteglukos$/);
    expect(screen.getByText('blodsocker, blodglukos, fasteglukos')).toHaveAttribute('lang', 'sv');
  });

  it('says "Även kallad" to a Swedish reader', async () => {
    await i18n.changeLanguage('sv');
    showArticle(GLUCOSE);
    expect(await screen.findByTestId('also-known-as')).toHaveTextContent(/^Även kallad: blodsocker, blodglukos, fasteglukos$/);
  });

  it('shows no line for an article whose analyses have no other names', async () => {
    showArticle(anArticle({ slug: 'natrium', title: 'Natrium', analyses: [analysisSchema.parse({ designation: 'P-Natrium' })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Natrium' })).toBeInTheDocument();
    expect(screen.queryByTestId('also-known-as')).toBeNull();
  });
});
