// One of two files the run gives to two workers at once, both on the one emulator (isolation.ts).
import { describe } from 'vitest';
import { isolationTests } from './isolation';

describe('worker one in its namespace', () => isolationTests('one', 'two'));
