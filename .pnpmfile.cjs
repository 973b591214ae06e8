// The Prisma CLI and TypeScript are optional peers of @prisma/client that its runtime never loads.
// apps/api has both as development dependencies (`prisma generate` runs from there), so pnpm would
// bind them as peers, and `pnpm deploy --prod` would put them, with Prisma Studio, in the
// production tree. Dropping the two optional peers keeps that tree to what the server loads.
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === '@prisma/client') {
        for (const peer of ['prisma', 'typescript']) {
          delete pkg.peerDependencies?.[peer];
          delete pkg.peerDependenciesMeta?.[peer];
        }
      }
      return pkg;
    },
  },
};
