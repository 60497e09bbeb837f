import type { AreaDeclaration, RemoteManifest } from '@affnet/contracts';
import { addTranslations, declarePages } from '@affnet/core';
import { create } from 'zustand';
import { type DeclaredPage, isAreaDeclaration, pagesOf } from './declared-areas';

interface AreasState {
  /** The areas of the releases this host got, in the manifest's order; a remote without one has no pages here. */
  areas: readonly AreaDeclaration[];
  pages: readonly DeclaredPage[];
}

export const useAreas = create<AreasState>(() => ({ areas: [], pages: [] }));

/**
 * Takes the areas the remotes declare: their titles and labels join i18n under the remote's name, their pages
 * become what the guard (and the sign-in's return path, through the shared core) judges by.
 */
export function receiveAreas(received: readonly unknown[]): void {
  const areas = received.filter(isAreaDeclaration);
  for (const area of areas) addTranslations(area.remote, area.messages);
  const pages = pagesOf(areas);
  declarePages(pages);
  useAreas.setState({ areas, pages });
}

/** The area declarations a manifest carries; the server of an older release sends none. */
export function areasOfManifest(manifest: Partial<RemoteManifest>): unknown[] {
  return Object.values(manifest.releases ?? {}).map((release) => release?.area);
}
