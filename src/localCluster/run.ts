/**
 * `npm run cluster`: the deployment of compose.yaml on one machine without docker — a throwaway
 * Postgres and Redis, three stikk processes and a reverse proxy in front; prints the address.
 * Ctrl-C stops everything and removes the database. Flags: --processes N (default 3),
 * --port P (the proxy's port, default 8080).
 */
import { flagReader } from '../flags.js';
import { startLocalCluster } from './local.js';

async function main(): Promise<void> {
  const { num } = flagReader(process.argv.slice(2));
  const cluster = await startLocalCluster({
    processes: num('processes', 3, 16),
    port: num('port', 8080, 65_535),
    echo: true,
  });
  console.log(`\nstikk cluster: ${cluster.processes.length} processes behind ${cluster.url}`);
  console.log(`  postgres ${cluster.postgres.url}\n  redis    ${cluster.redis.url}\n  Ctrl-C stops it all.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error((e as Error).message);
  process.exit(1);
});
