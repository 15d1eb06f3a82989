// Type-checks every workspace with its own tsconfig (each package has different lib/types).
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/clinical', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
