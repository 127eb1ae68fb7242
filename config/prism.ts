// Code block colours: Prism's GitHub (light) and Dracula (dark) themes, with the token colours that
// fall below WCAG AA contrast (4.5:1) on their background darkened (light) or lightened (dark).
// A unit test checks every token colour of both themes.
import {themes, type PrismTheme} from 'prism-react-renderer';

function withColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.types[0] in colours ? {...style, style: {...style.style, color: colours[style.types[0]]}} : style,
    ),
  };
}

export const lightCodeTheme = withColours(themes.github, {
  comment: '#707064',
  string: '#d81067',
  entity: '#267877',
  atrule: '#0079a1',
  function: '#cc3745',
});

export const darkCodeTheme = withColours(themes.dracula, {
  deleted: '#ff5e5e',
  comment: '#8692b9',
});
