// Loaded into servers under benchmark (with --expose-gc): SIGUSR2 runs a full garbage
// collection, so memory is read after garbage from setting up connections is gone.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
});
