import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { meQueryKey } from './current-user';
import { queryClient } from './query-client';

const user = { id: 'u1', fullName: 'Ayşe Çelik' };
const failWith = (error: Error) => () => Promise.reject(error);

afterEach(() => queryClient.clear());

// A session ended elsewhere (another device, the idle limit) must send this browser to the login
// screen on its next call, not leave it on a screen of error boxes.
describe('a lost session', () => {
  it('forgets the signed-in user when a query answers 401 unauthenticated', async () => {
    queryClient.setQueryData(meQueryKey, user);
    await queryClient
      .fetchQuery({
        queryKey: ['tasks'],
        queryFn: failWith(new ApiError(401, 'unauthenticated', 'Oturum açmanız gerekiyor')),
        retry: false,
      })
      .catch(() => {});
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('does the same for a mutation', async () => {
    queryClient.setQueryData(meQueryKey, user);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: failWith(new ApiError(401, 'unauthenticated', 'Oturum açmanız gerekiyor')),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('keeps the user on other errors, including a wrong password (401 of another kind) or 403', async () => {
    queryClient.setQueryData(meQueryKey, user);
    for (const error of [
      new ApiError(401, 'invalid_credentials', 'Kullanıcı adı veya şifre hatalı'),
      new ApiError(403, 'forbidden', 'Bu işlem için yetkiniz yok'),
    ]) {
      await queryClient
        .fetchQuery({ queryKey: ['x', error.code], queryFn: failWith(error), retry: false })
        .catch(() => {});
    }
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });
});
