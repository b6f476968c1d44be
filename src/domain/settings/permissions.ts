/** Organisation-wide settings (AI provider, profile: name, logo, time zone) are a Yönetici's to change. */
export function canEditOrganisation(actor: { isAdmin: boolean }): boolean {
  return actor.isAdmin;
}
