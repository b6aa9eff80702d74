// The published manifest keeps only what an installer needs: the workspace's own scripts
// (build, test, bench) point at files that `files` leaves out of the tarball on purpose.
module.exports = {
  hooks: {
    beforePacking(pkg) {
      delete pkg.scripts;
      delete pkg.devDependencies;
      return pkg;
    },
  },
};
