import { patchBase, patchedPaths } from './release-patch';

const rootPatch = `diff --git a/mfe-offers/src/expose/offers-app.tsx b/mfe-offers/src/expose/offers-app.tsx
index 1111111..2222222 100644
--- a/mfe-offers/src/expose/offers-app.tsx
+++ b/mfe-offers/src/expose/offers-app.tsx
@@ -1 +1 @@
-old
+new
diff --git a/mfe-offers/src/new-page.tsx b/mfe-offers/src/new-page.tsx
new file mode 100644
--- /dev/null
+++ b/mfe-offers/src/new-page.tsx
@@ -0,0 +1 @@
+page
`;

describe('patchedPaths', () => {
  it('lists the files a git diff changes, created ones included', () => {
    expect(patchedPaths(rootPatch)).toEqual(['mfe-offers/src/expose/offers-app.tsx', 'mfe-offers/src/new-page.tsx']);
  });
});

describe('patchBase', () => {
  it('applies a diff taken at the repository from above the remote, a --relative one from the remote', () => {
    expect(patchBase(patchedPaths(rootPatch), 'mfe-offers')).toBe('repository');
    expect(patchBase(['src/area.ts', 'package.json'], 'mfe-offers')).toBe('remote');
  });

  it('refuses a patch that changes another remote or a shared package, or names no file', () => {
    expect(() => patchBase(['mfe-offers/src/a.ts', 'packages/ui/src/index.ts'], 'mfe-offers')).toThrow(
      /outside mfe-offers's sources .*: mfe-offers\/src\/a.ts, packages\/ui\/src\/index.ts/,
    );
    expect(() => patchBase(['mfe-auth/src/a.ts'], 'mfe-offers')).toThrow(/outside/);
    expect(() => patchBase([], 'mfe-offers')).toThrow(/names no file/);
  });
});
