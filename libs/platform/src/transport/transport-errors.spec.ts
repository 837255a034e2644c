import { errorBody } from '@labmedicin/contracts';
import { ServiceOutcomeUnknownError, ServiceTimeoutError, ServiceUnavailableError, failureOfCall, serviceFailureToHttp } from './transport-errors';

const change = { service: 'content', pattern: 'content.articles.create', changes: true };
const read = { service: 'content', pattern: 'content.articles.get', changes: false };

describe('failureOfCall', () => {
  it('makes a change that was sent and got no answer an unknown outcome (504 OUTCOME_UNKNOWN)', () => {
    const sentThenSilent = [
      new ServiceTimeoutError('content', change.pattern, 100),
      new ServiceUnavailableError('content', new Error('Connection closed'), true),
    ];
    for (const error of sentThenSilent) {
      const failure = failureOfCall(error, change);
      expect(failure).toBeInstanceOf(ServiceOutcomeUnknownError);
      expect(serviceFailureToHttp(failure)).toEqual(errorBody('OUTCOME_UNKNOWN'));
    }
  });

  it('leaves a change refused before it was sent unavailable (503): nothing happened', () => {
    const refused = new ServiceUnavailableError('content', new Error('connect ECONNREFUSED'));
    expect(failureOfCall(refused, change)).toBe(refused);
    expect(serviceFailureToHttp(refused)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('leaves a read as it failed: 504 SERVICE_TIMEOUT or 503, whatever happened to the request', () => {
    const timeout = new ServiceTimeoutError('content', read.pattern, 100);
    const lost = new ServiceUnavailableError('content', new Error('Connection closed'), true);
    expect(failureOfCall(timeout, read)).toBe(timeout);
    expect(failureOfCall(lost, read)).toBe(lost);
    expect(serviceFailureToHttp(timeout)).toMatchObject({ status: 504, code: 'SERVICE_TIMEOUT' });
  });

  it('passes a service’s own answer through', () => {
    const answer = errorBody('ARTICLE_STALE_EDIT');
    expect(failureOfCall(answer, change)).toBe(answer);
  });
});
