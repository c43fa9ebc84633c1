import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/cli/commands/register.js';

const ALL = ['replay', 'play', 'challenge', 'simulate', 'bot', 'dd', 'analyze'];

async function registered(args: string[]): Promise<string[]> {
  const program = new Command();
  await registerCommands(program, args, ['serve']);
  return program.commands.map((c) => c.name());
}

describe('the CLI loads the command it runs', () => {
  it('only the command named first', async () => {
    expect(await registered(['replay', 'x.json', '--json'])).toEqual(['replay']);
    expect(await registered(['dd', 'N:…'])).toEqual(['dd']);
  });

  it('every command, in help order, when none is named first (help, a typo, an option)', async () => {
    expect(await registered([])).toEqual(ALL);
    expect(await registered(['help', 'replay'])).toEqual(ALL);
    expect(await registered(['replya'])).toEqual(ALL);
    expect(await registered(['--help'])).toEqual(ALL);
  });

  it('none for a command registered elsewhere', async () => {
    expect(await registered(['serve', '--lan'])).toEqual([]);
  });
});
