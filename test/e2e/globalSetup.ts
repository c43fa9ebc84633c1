import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './helpers/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the client (as `npm run build:web` does) and starts the server the tests use. */
export default async function setup(project: TestProject) {
  if (!process.env.STIKK_E2E_SKIP_BUILD) {
    const { build } = await import('vite');
    await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  }
  const server = await startTestServer(`${root}dist/web`);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
