import { describe, expect, it } from 'vitest';
import { looksLikeApiPath, normalizedPath } from './normalized-path';

describe('normalizedPath', () => {
  it.each([
    ['/api/users', '/api/users'],
    ['/%61pi/users', '/api/users'],
    ['/%2561pi/users', '/api/users'],
    ['/API/Users?x=1', '/api/users'],
    ['//api//users', '/api/users'],
    ['/api/./users', '/api/users'],
    ['/api/x/../users', '/api/users'],
    ['/x/..%2fapi/users', '/api/users'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['\\api\\users', '/api/users'],
    ['/api;/users', '/api/users'],
    ['/api;x=1/users;y', '/api/users'],
  ])('%s → %s', (url, expected) => {
    expect(normalizedPath(url)).toBe(expected);
  });

  it('tells API-looking URLs from pages', () => {
    expect(looksLikeApiPath('/%61pi/tasks')).toBe(true);
    expect(looksLikeApiPath('/api')).toBe(true);
    expect(looksLikeApiPath('/work/tasks')).toBe(false);
    expect(looksLikeApiPath('/apiary')).toBe(false);
  });
});
