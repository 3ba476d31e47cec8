/**
 * The production start's refusal (productionProblems): each reason on stderr, exit code 1, before
 * a database is opened, so nothing runs on a default secret or a sandbox nobody asked for.
 */
import { productionProblems, type Env } from './env';

export function exitOnProductionProblems(env: Env, processName: string): void {
  const problems = productionProblems(env);
  if (!problems.length) return;
  const reasons = problems.map((problem) => `  - ${problem}\n`).join('');
  process.stderr.write(`${processName} refuses to start in production:\n${reasons}See README.md, "Running in production".\n`);
  process.exit(1);
}
