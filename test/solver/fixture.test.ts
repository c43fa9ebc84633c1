import { describe } from 'vitest';
import { checkDdsTables } from './ddsTables.js';

describe('double-dummy tables match DDS (first half)', () => checkDdsTables(0));
