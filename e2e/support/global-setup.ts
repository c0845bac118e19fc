import fs from 'node:fs';
import { stopAll } from './processes';
import { startServer, startStatic } from './stack';
import { remotes, stateDir } from './stack-config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await stopAll(); // a previous run that was killed may have left its processes
  fs.rmSync(stateDir, { recursive: true, force: true });
  try {
    await startServer();
    await Promise.all(remotes.map((remote) => startStatic(remote)));
    await startStatic('host');
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
