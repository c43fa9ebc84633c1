import { describe } from 'vitest';
import { checkDdsTables } from './ddsTables.js';

describe('double-dummy tables match DDS (second half)', () => checkDdsTables(1));
