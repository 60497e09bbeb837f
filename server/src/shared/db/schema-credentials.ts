/** Tables of this area (owned by its migration in migrations/). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area
export interface CredentialsDatabase {}
