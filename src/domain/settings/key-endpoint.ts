/** The parts of the AI settings that decide where the stored API key is sent. */
export interface KeyDestination {
  aiProvider: string;
  baseUrl: string;
}

/** The host a key goes to: the base URL's host (case-folded, port included), or the provider's own service. */
function keyEndpoint({ aiProvider, baseUrl }: KeyDestination): string {
  const trimmed = baseUrl.trim();
  if (trimmed === '') return `${aiProvider}:default`;
  try {
    return `${aiProvider}:${new URL(trimmed).host.toLowerCase()}`;
  } catch {
    return `${aiProvider}:${trimmed.toLowerCase()}`;
  }
}

/**
 * A stored key is for the service it was entered for. When a change sends requests to another host
 * (a new base URL host or another provider) without a new key, the old key must not follow: it is
 * removed and a Yönetici enters the key of the new service. Otherwise whoever changes the address
 * could collect the organisation's key on a server of their own.
 */
export function keyMustBeReentered(before: KeyDestination, after: KeyDestination): boolean {
  return keyEndpoint(before) !== keyEndpoint(after);
}
