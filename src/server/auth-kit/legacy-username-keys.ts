/**
 * Accounts from before look-alike keys whose usernames now share a skeleton ('İsmail' and 'ISMAIL').
 * The oldest keeps the plain skeleton; the re-key step gives each other one its own key and records it
 * here, under the old key, so every spelling that reached that account before still does.
 *
 * One registry per process: a server process opens one database, and every start-up (every instance)
 * rebuilds it from the database in `rekeyUsernames`. No new entries can appear later, because sign-up
 * refuses any name whose skeleton is taken.
 */
let setApartByLegacyKey: ReadonlyMap<string, string> = new Map();

/** The rule before skeletons: tr-TR lower case, so 'ISMAIL' → 'ısmaıl' and 'İsmail' → 'ismail'. */
export function legacyUsernameKey(username: string): string {
  return username.trim().toLocaleLowerCase('tr-TR');
}

/** Replaces the registry: old key → stored key of each account that was set apart. */
export function rememberSetApartKeys(entries: ReadonlyMap<string, string>): void {
  setApartByLegacyKey = new Map(entries);
}

/** The stored key of a set-apart legacy account this spelling used to reach, if any. */
export function setApartKeyFor(username: string): string | undefined {
  if (setApartByLegacyKey.size === 0) return undefined;
  return setApartByLegacyKey.get(legacyUsernameKey(username));
}
