import { describe, expect, it } from 'vitest';
import { operationUrl, queryString } from './operation';

describe('operationUrl', () => {
  it.each([
    ['/api/tasks', {}, undefined, '/api/tasks'],
    ['/api/tasks/:id', { id: 'a1' }, undefined, '/api/tasks/a1'],
    // An id can never smuggle a path segment or a query into the URL.
    ['/api/tasks/:id', { id: '../users?x=1' }, undefined, '/api/tasks/..%2Fusers%3Fx%3D1'],
    [
      '/api/tasks',
      {},
      { limit: 20, search: 'ışık #spc' },
      '/api/tasks?limit=20&search=%C4%B1%C5%9F%C4%B1k+%23spc',
    ],
    ['/api/a/:x/b/:y', { x: 1, y: 'İ' }, undefined, '/api/a/1/b/%C4%B0'],
  ] as const)('%s with %j and %j → %s', (path, params, query, expected) => {
    expect(operationUrl(path, params, query)).toBe(expected);
  });

  it('refuses a missing parameter instead of calling the wrong URL', () => {
    expect(() => operationUrl('/api/tasks/:id', {})).toThrow(/id/);
    expect(() => operationUrl('/api/tasks/:id', { id: '' })).toThrow(/id/);
  });
});

describe('queryString', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(queryString({ a: undefined, b: null, c: '', d: 0, e: false, tag: ['p', 'q'] })).toBe(
      'd=0&e=false&tag=p&tag=q',
    );
  });
  it('is empty for no query', () => {
    expect(queryString(undefined)).toBe('');
  });
});
