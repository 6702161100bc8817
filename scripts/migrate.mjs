// Offline replacement for `prisma migrate dev|deploy` using the Wasm schema engine
// (@prisma/schema-engine-wasm) + @prisma/adapter-pg, with no engine download.
// Usage: node scripts/migrate.mjs deploy | dev --name <name> | diff
//
// Why the engine's internals: the package's main entry imports its .wasm file as an ES module,
// which Node does not load without a flag, so this script instantiates the .wasm itself and hands
// it to the wasm-bindgen glue (`schema_engine_bg`, `__wbg_set_wasm`, `__wbindgen_start`), as that
// entry would. Those names are the bindings' own, not a documented API: they can change with any
// engine build.
//
// The engine's version is a build of the prisma-engines commit that the `prisma` CLI is built
// with: `@prisma/schema-engine-wasm` is pinned to `@prisma/engines-version` of the installed
// `@prisma/engines` (`npm ls @prisma/engines-version`). To update Prisma: set `prisma`,
// `@prisma/client`, `@prisma/adapter-pg` and `@prisma/driver-adapter-utils` to one release, pin
// `@prisma/schema-engine-wasm` to that release's engines version, then run
// tests/integration/migrations.test.ts (every migration applied, no drift against the schema).
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import nextEnv from '@next/env';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';


const wasmPath = new URL('./schema_engine_bg.wasm', import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { './schema_engine_bg.js': bg });
bg.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start();
globalThis.PRISMA_WASM_PANIC_REGISTRY ??= { set_message(m) { console.error('[schema-engine panic]', m); } };

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info() {}, error: console.error });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL not set');
const schemaPath = path.resolve('prisma/schema.prisma');
const migrationsDir = path.resolve('prisma/migrations');
const schemas = { files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }] };
const filters = { externalTables: [], externalEnums: [] };

function migrationsList() {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const lock = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lock) ? readFileSync(lock, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => {
      const f = path.join(migrationsDir, d, 'migration.sql');
      return { path: d, migrationFile: { path: 'migration.sql', content: existsSync(f) ? { tag: 'ok', value: readFileSync(f, 'utf8') } : { tag: 'error', value: 'missing' } } };
    }),
  };
}

// Work-around: adapter-pg 7.10 rejects Postgres' internal "char" type (OID 18) that the schema
// engine's catalog queries return (pg_constraint.contype etc.). Report those columns as Character (6).
function patchCharColumns(conn) {
  const proto = Object.getPrototypeOf(conn);
  for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    if (Object.hasOwn(p, 'queryRaw') && !p.__charPatched) {
      const origRaw = p.queryRaw;
      p.queryRaw = function (query) {
        let idx = [];
        const origPerf = this.performIO;
        const self = Object.create(this, { performIO: { value: async (q) => {
          const r = await origPerf.call(this, q);
          r.fields.forEach((f, i) => { if (f.dataTypeID === 18) { idx.push(i); f.dataTypeID = 25; } });
          return r;
        } } });
        return origRaw.call(self, query).then((res) => { idx.forEach((i) => { res.columnTypes[i] = 6; }); return res; });
      };
      p.__charPatched = true;
    }
  }
  return conn;
}
// Pass discrete fields, not connectionString: adapter-pg's connectToShadowDb() overrides `database`,
// which a connectionString would silently win over (shadow DB == main DB).
const u = new URL(url);
const cfg = { host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username),
  password: decodeURIComponent(u.password), database: u.pathname.slice(1) };
const factory = new PrismaPg(cfg);
const origConnect = factory.connect.bind(factory);
factory.connect = async () => patchCharColumns(await origConnect());
// adapter-pg's own connectToShadowDb drops the shadow DB before closing its pool ("being accessed by
// other users"); do it in the right order.
factory.connectToShadowDb = async () => {
  const main = await origConnect();
  const name = `prisma_migrate_shadow_db_${crypto.randomUUID()}`;
  await main.executeScript(`CREATE DATABASE "${name}"`);
  const shadow = patchCharColumns(await new PrismaPg({ ...cfg, database: name }).connect());
  const origDispose = shadow.dispose.bind(shadow);
  shadow.dispose = async () => {
    await origDispose();
    await shadow.underlyingDriver?.().end?.().catch(() => {});
    await main.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await main.dispose();
  };
  return shadow;
};
const adapter = bindMigrationAwareSqlAdapterFactory(factory);
const engine = await bg.SchemaEngine.new({ datamodels: schemas.files.map((f) => [f.path, f.content]) }, (m) => process.env.DEBUG && console.error(m), adapter);
const [cmd, ...rest] = process.argv.slice(2);
const t0 = Date.now();
try {
  if (cmd === 'deploy') {
    const r = await engine.applyMigrations({ migrationsList: migrationsList(), filters });
    console.log('applied:', r.appliedMigrationNames);
  } else if (cmd === 'dev') {
    const name = rest[rest.indexOf('--name') + 1] ?? 'migration';
    const diag = await engine.devDiagnostic({ migrationsList: migrationsList(), filters });
    if (diag.action.tag === 'reset') throw new Error('Drift detected, reset needed: ' + diag.action.reason);
    await engine.applyMigrations({ migrationsList: migrationsList(), filters });
    const out = await engine.createMigration({ draft: false, migrationName: name, migrationsList: migrationsList(), schema: schemas, filters });
    if (!out.migrationScript) { console.log('No schema changes.'); }
    else {
      const dir = path.join(migrationsDir, out.generatedMigrationName);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `migration.${out.extension}`), out.migrationScript);
      const lock = path.join(migrationsDir, 'migration_lock.toml');
      if (!existsSync(lock)) writeFileSync(lock, '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n');
      const r = await engine.applyMigrations({ migrationsList: migrationsList(), filters });
      console.log('created + applied:', r.appliedMigrationNames);
    }
  } else if (cmd === 'diff') {
    const r = await engine.diff({ from: { tag: 'migrations', ...migrationsList() }, to: { tag: 'schemaDatamodel', ...schemas }, script: true, exitCode: null, filters });
    process.stdout.write(r.stdout ?? '');
  } else throw new Error('usage: migrate.mjs deploy | dev --name x | diff');
} finally {
  engine.free?.();
}
console.error(`[migrate] ${cmd} done in ${Date.now() - t0}ms`);
process.exit(0);
