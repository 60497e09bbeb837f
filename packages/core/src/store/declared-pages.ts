import type { AreaPage } from '@affnet/contracts';

let pages: readonly AreaPage[] = [];

/**
 * The pages of the areas the host loaded, as their remotes declare them. The host sets them when it gets the
 * manifest; a remote reads them through the shared core (the sign-in area decides where a user returns to).
 */
export function declarePages(declared: readonly AreaPage[]): void {
  pages = declared;
}

export function declaredPages(): readonly AreaPage[] {
  return pages;
}
