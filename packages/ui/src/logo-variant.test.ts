import { LOGO_HEIGHT, logoVariant } from './logo-variant';

describe('logo variants', () => {
  it.each([
    ['/uploads/acme/logo.png', 'medium', '/uploads/acme/logo.medium.png'],
    ['/uploads/acme/logo.png', 'small', '/uploads/acme/logo.small.png'],
    ['https://cdn.example/a.b/logo-x1.svg', 'small', 'https://cdn.example/a.b/logo-x1.small.svg'],
    ['/uploads/acme/logo.png?v=3', 'medium', '/uploads/acme/logo.medium.png?v=3'],
    ['/uploads/acme/logo', 'small', '/uploads/acme/logo.small'],
  ] as const)('%s as %s is %s', (url, variant, expected) => {
    expect(logoVariant(url, variant)).toBe(expected);
  });

  it('has a 64 px container', () => {
    expect(LOGO_HEIGHT).toBe(64);
  });
});
