import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POWERBI_MESSAGES } from '../../domain/powerbi/contract';
import { startFakeAzureAd, type FakeAzureAd } from '../testing/fake-azure-ad-server';
import { AzureAdClient } from './service-azure-ad';

const PRINCIPAL = {
  tenantId: randomUUID(),
  clientId: randomUUID(),
  clientSecret: 'Dogru~Gizli-0123456789',
  workspaceId: randomUUID(),
};
const WRONG = { ...PRINCIPAL, clientSecret: 'Yanlis~Gizli-0123456789' };
const BACKOFF_MS = 400;

let aad: FakeAzureAd;
beforeAll(async () => {
  aad = await startFakeAzureAd(PRINCIPAL);
});
afterAll(async () => {
  await aad?.close();
});

describe('a failing Azure AD login', () => {
  it('is asked once per back-off while it fails; the calls between get the same Turkish refusal', async () => {
    const client = new AzureAdClient(aad.authorityUrl, 5_000, BACKOFF_MS);
    const before = aad.requests.length;
    for (let i = 0; i < 5; i++)
      await expect(client.token(WRONG)).rejects.toMatchObject({ message: POWERBI_MESSAGES.wrongSecret });
    expect(aad.requests.length).toBe(before + 1);
    // Another secret (the Yönetici fixed it) is tried at once.
    expect(await client.token(PRINCIPAL)).toEqual(expect.any(String));
    expect(aad.requests.length).toBe(before + 2);
    await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS + 50));
    await expect(client.token(WRONG)).rejects.toMatchObject({ message: POWERBI_MESSAGES.wrongSecret });
    expect(aad.requests.length).toBe(before + 3);
  });

  it('waits 30 s by default', () => {
    const client = new AzureAdClient(aad.authorityUrl, 5_000);
    expect(Reflect.get(client, 'failureBackoffMs')).toBe(30_000);
  });
});
