import { analysisSchema, COMPARED_FIELDS, type RevisionComparison, type RevisionDetail } from '@labmedicin/contracts';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../../test/fetch-stub';
import { HEMATOLOGI, aUser, failureBody, meAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import i18n from '../../../i18n';

function revision(versionNumber: number, overrides: Partial<RevisionDetail> = {}): RevisionDetail {
  return {
    versionNumber,
    timestamp: '2024-03-05T12:00:00.000Z',
    editedBy: 'admin',
    title: 'Ferritin',
    category: HEMATOLOGI,
    summary: 'Ferritin speglar järndepåerna.',
    content: '<p>Mäts i plasma.</p>',
    status: 'draft',
    clinicalSignificance: '',
    interpretation: '',
    tags: ['järn'],
    relatedTests: [],
    references: [],
    referenceRanges: [],
    analyses: [],
    images: [],
    ...overrides,
  };
}

const COMPARISON: RevisionComparison = {
  version1: revision(1),
  version2: revision(3, { summary: 'Ferritin speglar järndepåerna hos vuxna.', status: 'published', tags: ['järn', 'anemi'] }),
  differences: { ...(Object.fromEntries(COMPARED_FIELDS.map((field) => [field, false])) as RevisionComparison['differences']), summary: true, status: true, tags: true },
};

const COMPARE = 'GET /api/articles/ferritin/compare?v1=1&v2=3';

describe('revision comparison screen', () => {
  it.each([
    ['v1 missing', '?v2=3'],
    ['v2 missing', '?v1=1'],
    ['both missing', ''],
    ['v1 not a number', '?v1=abc&v2=3'],
    ['v2 not an integer', '?v1=1&v2=2.5'],
    ['v1 zero', '?v1=0&v2=3'],
    ['v2 negative', '?v1=1&v2=-3'],
  ])("shows only messages.errorInvalidData when %s, and asks the server nothing", async (_case, search) => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')) });
    renderApp(`/admin/articles/ferritin/compare${search}`);
    expect(await screen.findByText('Invalid data')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Comparing version/ })).not.toBeInTheDocument();
    // Only what the admin area asks before it opens: the session, and whether the admin must set up two-factor first.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/me', '/api/auth/two-factor']);
  });

  it('says it in Swedish too', async () => {
    await i18n.changeLanguage('sv');
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')) });
    renderApp('/admin/articles/ferritin/compare?v1=1');
    expect(await screen.findByText('Ogiltiga uppgifter')).toBeInTheDocument();
  });

  it('shows both versions under a title with both numbers, the legend, and marks the changed fields with what changed', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), [COMPARE]: { body: { success: true, data: COMPARISON } } });
    renderApp('/admin/articles/ferritin/compare?v1=1&v2=3');
    expect(await screen.findByRole('heading', { name: 'Comparing version 1 and version 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(COMPARE.slice(4));
    expect(screen.getByText('Legend:')).toBeInTheDocument();

    const summary = (await screen.findByRole('rowheader', { name: /^Summary/ })).closest('tr') as HTMLElement;
    expect(within(summary).getByText('Changed')).toBeInTheDocument();
    expect(within(summary).getByText('Ferritin speglar järndepåerna.')).toHaveClass('table-warning');
    const whatChanged = summary.nextElementSibling as HTMLElement;
    expect(within(whatChanged).getByRole('rowheader', { name: 'What changed' })).toBeInTheDocument();
    expect(whatChanged.querySelector('ins')).toHaveTextContent('hos vuxna');

    const title = screen.getByRole('rowheader', { name: /^Title/ }).closest('tr') as HTMLElement;
    expect(within(title).getByText('Unchanged')).toBeInTheDocument();
    expect(within(title).getAllByText('Ferritin')[0]).not.toHaveClass('table-warning');

    const status = screen.getByRole('rowheader', { name: /^Status/ }).closest('tr') as HTMLElement;
    expect(within(status).getByText('Draft')).toBeInTheDocument();
    expect(within(status).getByText('Published')).toBeInTheDocument();
    const tags = screen.getByRole('rowheader', { name: /^Tags/ }).closest('tr') as HTMLElement;
    expect(within(tags).getByText('anemi')).toBeInTheDocument();
    expect(within(tags).getByText('Changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the analyses of each version in words, the tube as its additive beside the swatch', async () => {
    const ferritin = analysisSchema.parse({ designation: 'P-Ferritin', specimen: { material: 'plasma', additive: 'lithium-heparin-gel', capColour: 'light-green' } });
    const comparison: RevisionComparison = { ...COMPARISON, version2: revision(3, { analyses: [ferritin] }), differences: { ...COMPARISON.differences, analyses: true } };
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), [COMPARE]: { body: { success: true, data: comparison } } });
    renderApp('/admin/articles/ferritin/compare?v1=1&v2=3');
    const analyses = (await screen.findByRole('rowheader', { name: /^Analyses and Sampling/ })).closest('tr') as HTMLElement;
    expect(within(analyses).getByText('Changed')).toBeInTheDocument();
    expect(within(analyses).getByText('No analyses')).toBeInTheDocument();
    expect(within(analyses).getByText('P-Ferritin')).toBeInTheDocument();
    expect(within(analyses).getByText('Lithium heparin with gel, light green cap')).toBeInTheDocument();
    expect(within(analyses).getByText('Plasma (P)')).toBeInTheDocument();
  });

  it("shows the load failure with the server's reason", async () => {
    stubFetch({ 'GET /api/auth/me': meAnswer(aUser('admin')), [COMPARE]: { status: 404, body: failureBody('REVISION_NOT_FOUND') } });
    renderApp('/admin/articles/ferritin/compare?v1=1&v2=3');
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(screen.getByText('Revision not found')).toBeInTheDocument();
  });
});
