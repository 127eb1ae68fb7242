// The home page's "bot mode or appservice mode" figure: two chains of boxes drawn with HTML and CSS,
// so the landing page needs no diagram library and its text stays selectable and searchable.
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Mode = {title: string; steps: string[]};

const MODES: Mode[] = [
  {title: 'Bot mode', steps: ['One Matrix account', 'One management room', 'Your protected rooms']},
  {
    title: 'Appservice mode',
    steps: ['Application service', 'A Draupnir per community', 'Each with its own management room'],
  },
];

export default function ModesFigure(): ReactNode {
  return (
    <figure className={styles.figure}>
      {MODES.map((mode) => (
        <div key={mode.title} className={styles.mode}>
          <p className={styles.title}>{mode.title}</p>
          <ol className={styles.chain}>
            {mode.steps.map((step) => (
              <li key={step} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </figure>
  );
}
