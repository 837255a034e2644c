import i18n from '../i18n';
import { ApiError } from '../api/http';
import { failureMessage } from './failure-message';

describe('the text of a loading failure', () => {
  const t = i18n.getFixedT('en');

  it('is the server’s message first: its code in the reader’s language', () => {
    expect(failureMessage(new ApiError(503, 'SERVICE_UNAVAILABLE', 'content is not answering'), 'Failed to load article', t)).toBe(t('SERVICE_UNAVAILABLE', { ns: 'errors' }));
  });

  it('is the server’s own words when its code is one this app does not know', () => {
    expect(failureMessage(new ApiError(500, 'SOMETHING_NEW', 'The article store is being rebuilt'), 'Failed to load article', t)).toBe('The article store is being rebuilt');
  });

  it('is the screen’s default when the server said nothing, or did not answer', () => {
    expect(failureMessage(new ApiError(502), 'Failed to load article', t)).toBe('Failed to load article');
    expect(failureMessage(new ApiError(0), 'Failed to load article', t)).toBe('Failed to load article');
  });
});
