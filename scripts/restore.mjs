// `npm run restore`: server/db/backup-cli.ts says how (docs/deploy.md: copying backups off the machine).
const { register } = await import('tsx/esm/api');
register();
const { runRestore } = await import('../server/db/backup-cli.ts');
process.exit(await runRestore(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr }));
