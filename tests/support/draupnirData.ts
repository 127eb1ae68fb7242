// The committed description of the Draupnir release the site documents (data/draupnir/, written by
// `npm run draupnir:extract`).
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {CommandsFile, ConfigFile, MessagesFile, Provenance} from '../../scripts/lib/draupnir/dataTypes';

const DATA = join(import.meta.dirname, '../../data/draupnir');

function read<T>(name: string): T {
  return JSON.parse(readFileSync(join(DATA, name), 'utf8')) as T;
}

export const provenance = read<Provenance>('provenance.json');
export const commandsData = read<CommandsFile>('commands.json');
export const configData = read<ConfigFile>('config.json');
export const messagesData = read<MessagesFile>('messages.json');
