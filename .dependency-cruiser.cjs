/**
 * The area import rules (issue 29), checked by `npm test` (scripts/run.mjs, stage "Area import rules"):
 * `pnpm run deps` explains each violation. The areas are the server's folders under server/src, each remote, the
 * host shell and the shared packages; see docs/architecture.md for the picture.
 */
const WEB = '^(host-shell|mfe-[^/]+|packages/[^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-server-areas',
      comment:
        'An area of the server may use another only if that one does not use it back (fix: move the shared part down).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/[^/]+$' },
      to: { path: '^server/src/[^/]+$', circular: true },
    },
    {
      name: 'server-shared-uses-no-area',
      comment: 'server/src/shared is below every area: it never imports one.',
      severity: 'error',
      from: { path: '^server/src/shared/' },
      to: { path: '^server/src/(?!shared/)[^/]+/' },
    },
    {
      name: 'no-module-cycle',
      comment: 'No module imports itself back through others (type-only imports run nothing and are let be).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'remotes-stay-apart',
      comment: "A remote is released on its own: it never imports another remote's or the host's code.",
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(host-shell|mfe-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'host-knows-no-remote',
      comment: 'The host loads remotes at run time by their manifest, never by import.',
      severity: 'error',
      from: { path: '^host-shell/', pathNot: '^host-shell/src/testing/' },
      to: { path: '^mfe-' },
    },
    {
      name: 'packages-know-no-app',
      comment: 'Shared packages sit below the host and the remotes.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(host-shell|mfe-[^/]+|server)/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'The web and the server share only @affnet/contracts and @affnet/format.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^server/' },
    },
    {
      name: 'server-knows-no-web-app',
      comment: 'The server serves the built apps; it imports none of their code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(host-shell|mfe-[^/]+)/' },
    },
    {
      name: 'no-cycle-between-features',
      comment:
        "A feature of a remote or of the host may use another, never both ways (move the shared part to the app's lib).",
      severity: 'error',
      scope: 'folder',
      from: { path: '^(?:mfe-[^/]+|host-shell)/src/features/[^/]+$' },
      to: { path: '^(?:mfe-[^/]+|host-shell)/src/features/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|node_modules|coverage)/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
