// Draws cards in a child process of their own. The build starts it as soon as the docs are loaded,
// so drawing runs while the bundler works, and its memory is given back when it exits, long before
// the build's peak (server-side rendering).
import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {RENDERER_FILE, type CardText} from './cardFiles';

export type CardJob = {file: string; text: CardText};

/** Resolves once every card is in its file; rejects, naming the failure, if the drawing fails. */
export function drawCards(cards: CardJob[], assets: {logoFile: string}, jobsFile: string): Promise<void> {
  writeFileSync(jobsFile, JSON.stringify({assets, cards}));
  const drawn = new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [RENDERER_FILE, jobsFile], {stdio: ['ignore', 'inherit', 'inherit']});
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Drawing ${cards.length} preview cards failed (${signal ?? `exit code ${code}`}); the error is printed above.`));
    });
  });
  // The build awaits this only after bundling; until then a failure must not count as unhandled.
  drawn.catch(() => undefined);
  return drawn;
}
