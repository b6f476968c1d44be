import { trLower } from '../shared/turkish-text';

export interface NamedPerson {
  fullName: string;
  username: string;
}

const SPACES = /\s+/g;

/**
 * How display names compare: tr-TR lower case, NFC, single spaces ('AHMET  YILMAZ' = 'Ahmet Yılmaz').
 * @internal
 */
export function displayNameKey(fullName: string): string {
  // NFKC: a fullwidth or compatibility spelling of a name is the same name to a reader.
  return trLower(fullName.normalize('NFKC').trim().replace(SPACES, ' '));
}

/** The display-name keys that more than one of `people` has. */
export function sharedDisplayNames(people: readonly Pick<NamedPerson, 'fullName'>[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { fullName } of people) {
    const key = displayNameKey(fullName);
    if (seen.has(key)) shared.add(key);
    else seen.add(key);
  }
  return shared;
}

/** 'Ahmet Yılmaz', or 'Ahmet Yılmaz (@ahmet2)' when someone else has the same display name. */
export function personLabel(person: NamedPerson, shared: ReadonlySet<string>): string {
  return shared.has(displayNameKey(person.fullName))
    ? `${person.fullName} (@${person.username})`
    : person.fullName;
}

/** id → label for a directory of people: the username appears only where a display name is shared. */
export function personLabels(people: readonly (NamedPerson & { id: string })[]): Map<string, string> {
  const shared = sharedDisplayNames(people);
  return new Map(people.map((p) => [p.id, personLabel(p, shared)]));
}
