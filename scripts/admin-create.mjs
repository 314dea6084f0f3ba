// `npm run admin:create -- --email you@example.org`: creates an admin for the console at /admin,
// or sets an existing admin's password (server/auth/admin-cli.ts says how).
const { register } = await import('tsx/esm/api');
register();
const { runAdminCreate } = await import('../server/auth/admin-cli.ts');
const code = await runAdminCreate(process.argv.slice(2), process.env, {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exit(code);
