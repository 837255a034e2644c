import { reasonOf, redactUrl } from './unreachable';

describe('reasonOf', () => {
  it('is the message of an error', () => {
    expect(reasonOf(new Error('connect ECONNREFUSED 127.0.0.1:6379'))).toBe('connect ECONNREFUSED 127.0.0.1:6379');
  });

  it('is the first inner reason of an AggregateError without a message', () => {
    const refused = new AggregateError([new Error('connect ECONNREFUSED ::1:6379'), new Error('connect ECONNREFUSED 127.0.0.1:6379')], '');
    expect(reasonOf(refused)).toBe('connect ECONNREFUSED ::1:6379');
  });

  it('is the code when there is no message', () => {
    expect(reasonOf(Object.assign(new Error(''), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(reasonOf({ code: 'ETIMEDOUT' })).toBe('ETIMEDOUT');
  });

  it('reads an error from another realm by its shape', () => {
    expect(reasonOf({ message: 'Access Key Id you provided does not exist' })).toBe('Access Key Id you provided does not exist');
  });

  it('is the text of anything else', () => {
    expect(reasonOf('no answer')).toBe('no answer');
    expect(reasonOf(undefined)).toBe('undefined');
    expect(reasonOf(null)).toBe('null');
  });
});

describe('redactUrl', () => {
  it('removes user name and password', () => {
    expect(redactUrl('mongodb://labmedicin:s3cret@127.0.0.1:27017/')).toBe('mongodb://127.0.0.1:27017/');
    expect(redactUrl('http://elastic:secret@127.0.0.1:9200')).toBe('http://127.0.0.1:9200');
  });

  it('removes a password given without a user name', () => {
    expect(redactUrl('redis://:s3cret@127.0.0.1:6379/0')).toBe('redis://127.0.0.1:6379/0');
  });

  it('hides a password with an unescaped @', () => {
    expect(redactUrl('redis://:p@ss@127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('handles URLs that URL cannot parse, such as several MongoDB hosts', () => {
    expect(redactUrl('mongodb+srv://u:p@a.example:27017,b.example:27017/db?replicaSet=rs0')).toBe(
      'mongodb+srv://a.example:27017,b.example:27017/db?replicaSet=rs0',
    );
  });

  it('leaves a URL without credentials as written, @ in its path included', () => {
    expect(redactUrl('http://localhost:9200')).toBe('http://localhost:9200');
    expect(redactUrl('http://minio:9000/bucket/a@b')).toBe('http://minio:9000/bucket/a@b');
    expect(redactUrl('not a url')).toBe('not a url');
  });
});
