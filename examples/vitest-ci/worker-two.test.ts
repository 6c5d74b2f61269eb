// The other of the two files (isolation.ts): the same writes, under another name, at the same time.
import { describe } from 'vitest';
import { isolationTests } from './isolation';

describe('worker two in its namespace', () => isolationTests('two', 'one'));
