export type LogoVariant = 'medium' | 'small';

/**
 * Spec section 3: the medium and small logos live beside the large one, named by inserting
 * 'medium.' or 'small.' before the file extension: /uploads/acme/logo.png → /uploads/acme/logo.small.png.
 */
export function logoVariant(url: string, variant: LogoVariant): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const withVariant = dot > slash ? `${path.slice(0, dot + 1)}${variant}.${path.slice(dot + 1)}` : `${path}.${variant}`;
  return query ? `${withVariant}?${query}` : withVariant;
}

/** Spec section 9: the logo container is 64 px high. */
export const LOGO_HEIGHT = 64;
