// "Check your configuration": the reader pastes, drops or opens production.yaml or appservice.yaml
// and sees what Draupnir will make of it. The checking code (src/lib/draupnir/configReader.ts),
// js-yaml and the release's data load with a dynamic import() on this page only. The text stays in
// the page: it is read from the text box when the reader asks, never sent and never stored.
import React, {useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ConfigMode, ConfigReport, Finding} from '@site/src/lib/draupnir/configReader';
import CheckerText from '../CheckerText';
import {CheckerStyle, styles} from '../CheckerText/styles';
import {LOAD_FAILED, onceLoaded, useAnnouncement, usePreload} from '../CheckerText/useChecker';

const loadChecker = onceLoaded(() => import('./loadChecker'));

/** Files above this size are refused before they are read: the checker reads at most 200,000 characters. */
const MAX_FILE_BYTES = 800_000;

const REFERENCE = '/bot/configuration';

const SEVERITY: Record<Finding['severity'], string> = {
  error: 'Stops Draupnir',
  warning: 'Problem',
  note: 'Note',
};

type State = {kind: 'idle'} | {kind: 'checking'} | {kind: 'report'; report: ConfigReport} | {kind: 'message'; text: string};

function summaryOf(report: ConfigReport): string {
  const count = (severity: Finding['severity']) => report.findings.filter((f) => f.severity === severity).length;
  const n = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
  const findings =
    report.findings.length === 0
      ? 'No problems found'
      : `${n(count('error'), 'finding stops Draupnir', 'findings stop Draupnir')}, ${n(count('warning'), 'problem', 'problems')}, ${n(count('note'), 'note', 'notes')}`;
  return `${findings}; ${n(report.differences.length, 'setting differs', 'settings differ')} from the defaults.`;
}

function FindingItem({finding}: {finding: Finding}): ReactNode {
  const place = finding.line !== undefined ? `Line ${finding.line}${finding.column !== undefined ? `, column ${finding.column}` : ''}: ` : '';
  return (
    <li className={`${styles.finding} ${styles[finding.severity]}`} data-kind={finding.kind}>
      <span className={styles.severity}>{SEVERITY[finding.severity]}.</span> {place}
      <CheckerText>{finding.text}</CheckerText>
      {finding.quote && (
        <>
          {' '}
          Draupnir says: <q className={styles.quote}>{finding.quote}</q>
        </>
      )}
      {finding.anchor && (
        <>
          {' '}
          <Link to={`${REFERENCE}#${finding.anchor}`}>
            {/config-/.test(finding.anchor) ? `Reference: ${finding.anchor.replace(/^(appservice-)?config-/, '')}` : 'About unknown keys'}
          </Link>
        </>
      )}
    </li>
  );
}

export default function ConfigChecker(): ReactNode {
  const id = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<ConfigMode>('bot');
  const [state, setState] = useState<State>({kind: 'idle'});
  const [announcement, setAnnouncement] = useAnnouncement();
  usePreload(loadChecker);

  const check = async (source: string, chosen: ConfigMode = mode) => {
    setState({kind: 'checking'});
    setAnnouncement('Checking…');
    try {
      const {reader} = await loadChecker();
      const report = reader.checkConfig(source, chosen);
      setState({kind: 'report', report});
      setAnnouncement(summaryOf(report));
    } catch {
      setState({kind: 'message', text: LOAD_FAILED});
      setAnnouncement(LOAD_FAILED);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(text.current?.value ?? '');
  };

  const openFile = async (file: File | undefined) => {
    if (!file || !text.current) return;
    if (file.size > MAX_FILE_BYTES) {
      const message = `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB. A Draupnir configuration file is a few kilobytes, so the checker does not read it: check that you chose the right file.`;
      text.current.value = '';
      setState({kind: 'message', text: message});
      setAnnouncement(message);
      return;
    }
    const content = new TextDecoder('utf-8').decode(await file.arrayBuffer());
    text.current.value = content;
    void check(content);
  };

  const drop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void openFile(file);
  };

  const report = state.kind === 'report' ? state.report : undefined;
  const fileName = mode === 'bot' ? 'production.yaml' : 'appservice.yaml';

  return (
    <div className={styles.checker}>
      <CheckerStyle />
      <noscript>
        <p>The checker runs in your browser and needs JavaScript.</p>
      </noscript>
      <form className={`${styles.form} hide-without-js`} onSubmit={submit} aria-describedby={`${id}-privacy`}>
        <fieldset className={styles.modes}>
          <legend>Which file</legend>
          <label>
            <input type="radio" name={`${id}-mode`} value="bot" checked={mode === 'bot'} onChange={() => setMode('bot')} /> Bot mode:{' '}
            <code>production.yaml</code>
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} value="appservice" checked={mode === 'appservice'} onChange={() => setMode('appservice')} />{' '}
            Appservice mode: <code>appservice.yaml</code>
          </label>
        </fieldset>
        <label htmlFor={`${id}-text`} className={styles.label}>
          Contents of <code>{fileName}</code>
        </label>
        <textarea
          id={`${id}-text`}
          ref={text}
          className={styles.text}
          rows={14}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder="Paste the file here, or drop it on this box"
          onDrop={drop}
        />
        <p id={`${id}-privacy`} className={styles.privacy}>
          The file is checked in this page: nothing you paste or open is sent anywhere or stored, and the values of tokens and
          passwords are hidden in the results.
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Check the configuration
          </button>
          <label className={styles.file}>
            Or open a file: <input type="file" accept=".yaml,.yml,text/yaml,text/plain" onChange={(event) => void openFile(event.target.files?.[0])} />
          </label>
        </div>
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {announcement}
      </p>
      {state.kind === 'message' && (
        <p className={styles.message}>
          <CheckerText>{state.text}</CheckerText>
        </p>
      )}
      {report && (
        <div className={styles.results}>
          <h3>What Draupnir will make of it</h3>
          {report.findings.length === 0 ? (
            <p>Nothing in the file stops Draupnir or is ignored by it.</p>
          ) : (
            <ol className={styles.findings}>
              {report.findings.map((finding, i) => (
                <FindingItem key={i} finding={finding} />
              ))}
            </ol>
          )}
          <h3>Settings that differ from the defaults</h3>
          {report.differences.length === 0 ? (
            <p>Every key in the file has its default value, or the file could not be read.</p>
          ) : (
            <table className={styles.differences}>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Line</th>
                  <th scope="col">In the file</th>
                  <th scope="col">Default</th>
                </tr>
              </thead>
              <tbody>
                {report.differences.map((difference) => (
                  <tr key={difference.path}>
                    <th scope="row">
                      <Link to={`${REFERENCE}#${difference.anchor}`}>
                        <code>{difference.path}</code>
                      </Link>
                    </th>
                    <td>{difference.line ?? ''}</td>
                    <td>
                      <code>{difference.value}</code>
                    </td>
                    <td>{difference.default === 'unset' ? 'unset' : <code>{difference.default}</code>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
