// The navbar badge saying which Draupnir release the docs describe, linking to its release notes.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './DraupnirVersionNavbarItem.module.css';

type Props = {
  version: string;
  href: string;
  mobile?: boolean;
  className?: string;
};

export default function DraupnirVersionNavbarItem({
  version,
  href,
  mobile = false,
  className,
}: Props): ReactNode {
  const link = (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(mobile ? 'menu__link' : clsx('navbar__item', styles.badge), className)}
      title={`These pages describe Draupnir ${version}. Open its release notes.`}>
      {mobile ? `Draupnir ${version} release notes` : `Draupnir ${version}`}
    </a>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
