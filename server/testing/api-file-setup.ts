/**
 * Runs before every API test file. The API project shares one module graph per worker between
 * files (isolate: false, vitest.config.ts): importing the server's modules again for each file cost
 * the suite about 40 % of its time. A file that mocks a module gets a fresh graph and leaves one.
 */
import { afterAll } from 'vitest';
import { freshModulesForMocks } from '../../src/testing/fresh-modules-for-mocks';

afterAll(freshModulesForMocks());
