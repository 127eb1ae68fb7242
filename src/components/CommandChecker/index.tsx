// "Check a command": the reader types a command of the management room, safe mode or the appservice
// admin room and sees how Draupnir reads it. The reader (src/lib/draupnir/commandReader.ts and
// commandExplanation.ts) and the release's command data load with a dynamic import() on this page
// only. Nothing typed leaves the page.
import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Explanation} from '@site/src/lib/draupnir/commandExplanation';
import CheckerText from '../CheckerText';
import {CheckerStyle, styles} from '../CheckerText/styles';
import {LOAD_FAILED, onceLoaded, useAnnouncement, usePreload} from '../CheckerText/useChecker';

const loadChecker = onceLoaded(() => import('./loadChecker'));

const REFERENCE = '/moderator/commands';

/** Commands a reader can try with one click, each showing a kind of mistake. */
const EXAMPLES = [
  '!draupnir ban @eve:example.org harassment',
  '!draupnir unban --invite @alice:example.org',
  '!draupnir kick example.org',
  '!draupnir bna @eve:example.org',
  '!draupnir recover',
  '!admin provision',
];

const VERDICT: Record<Extract<Explanation, {status: 'read'}>['verdict'], string> = {
  runs: 'Runs',
  prompts: 'Asks first',
  fails: 'Fails',
  help: 'Not a command',
};

function announce(explanation: Explanation): string {
  if (explanation.status !== 'read') return explanation.message.replaceAll('`', '');
  return `${VERDICT[explanation.verdict]}. ${explanation.summary.replaceAll('`', '')}`;
}

function Result({explanation}: {explanation: Explanation}): ReactNode {
  if (explanation.status !== 'read') {
    return (
      <p className={styles.message}>
        <CheckerText>{explanation.message}</CheckerText>
      </p>
    );
  }
  return (
    <div className={styles.results}>
      <h3>How Draupnir reads it</h3>
      <p>
        <strong>{VERDICT[explanation.verdict]}.</strong> <CheckerText>{explanation.summary}</CheckerText>
      </p>
      <p>
        Read as a command of {explanation.room}
        {explanation.command && explanation.anchor && (
          <>
            : <Link to={`${REFERENCE}#${explanation.anchor}`}>reference entry for {explanation.command}</Link>
          </>
        )}
        .
      </p>
      <table className={styles.differences}>
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Read as</th>
          </tr>
        </thead>
        <tbody>
          {explanation.words.map((word, i) => (
            <tr key={i}>
              <td>
                <code>{word.text}</code>
              </td>
              <td>
                <CheckerText>{word.role}</CheckerText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {explanation.notes.length > 0 && (
        <ul>
          {explanation.notes.map((note, i) => (
            <li key={i}>
              <CheckerText>{note}</CheckerText>
            </li>
          ))}
        </ul>
      )}
      {explanation.reply && (
        <>
          <h3>{explanation.verdict === 'prompts' ? 'What Draupnir asks' : 'What Draupnir replies'}</h3>
          <blockquote className={styles.reply}>
            <p>{explanation.reply.opening}</p>
            {explanation.verdict === 'prompts' ? (
              <p>
                <em>(a numbered list of choices, each with a reaction to click)</em>
              </p>
            ) : (
              <p>
                <em>(the command&apos;s help)</em>
              </p>
            )}
            {explanation.reply.message && <p>{explanation.reply.message}</p>}
          </blockquote>
        </>
      )}
    </div>
  );
}

export default function CommandChecker(): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [explanation, setExplanation] = useState<Explanation | undefined>();
  const [announcement, setAnnouncement] = useAnnouncement();
  const [failed, setFailed] = useState(false);
  usePreload(loadChecker);

  const check = async (line: string) => {
    try {
      const {explain} = await loadChecker();
      const result = explain(line);
      setFailed(false);
      setExplanation(result);
      setAnnouncement(announce(result));
    } catch {
      setFailed(true);
      setAnnouncement(LOAD_FAILED);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(input.current?.value ?? '');
  };

  const tryExample = (example: string) => {
    if (input.current) input.current.value = example;
    void check(example);
  };

  return (
    <div className={styles.checker}>
      <CheckerStyle />
      <noscript>
        <p>The checker runs in your browser and needs JavaScript.</p>
      </noscript>
      <form className={`${styles.form} hide-without-js`} onSubmit={submit}>
        <label htmlFor={`${id}-command`} className={styles.label}>
          Command
        </label>
        <input
          id={`${id}-command`}
          ref={input}
          type="text"
          className={styles.line}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder="!draupnir ban @eve:example.org coc spam"
          aria-describedby={`${id}-privacy`}
        />
        <p id={`${id}-privacy`} className={styles.privacy}>
          The command is read in this page: nothing you type is sent anywhere or stored.
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Check the command
          </button>
        </div>
      </form>
      <div className="hide-without-js">
        <p className={styles.examplesLabel}>Or try one of these:</p>
        <ul className={styles.examples}>
          {EXAMPLES.map((example) => (
            <li key={example}>
              <button type="button" className="button button--secondary button--sm" onClick={() => tryExample(example)}>
                <code>{example}</code>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {announcement}
      </p>
      {failed && <p className={styles.message}>{LOAD_FAILED}</p>}
      {!failed && explanation && <Result explanation={explanation} />}
    </div>
  );
}
