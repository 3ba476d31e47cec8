/**
 * For a test project whose files share one module graph (isolate: false). A vi.mock only reaches
 * modules evaluated after it, and modules evaluated against it keep the mock: a file that mocks
 * modules starts on a fresh module graph, and calls the returned function once it is done to leave
 * a fresh one to the next file.
 */
import { readFileSync } from 'node:fs';
import { expect, vi } from 'vitest';

export function freshModulesForMocks(): () => void {
  const mocksModules = /\bvi\.(mock|doMock)\(/.test(readFileSync(expect.getState().testPath!, 'utf8'));
  if (mocksModules) vi.resetModules();
  return () => {
    if (mocksModules) vi.resetModules();
  };
}
