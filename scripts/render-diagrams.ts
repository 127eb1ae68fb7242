// `npm run diagrams`: draws every ```mermaid diagram in docs/ once per colour mode with the site's
// Mermaid version and settings, in Debian's Chromium, and stores the SVGs in diagrams/<key>.json so
// pages show them without downloading Mermaid. Redraws only new or outdated diagrams (`--all`
// redraws every one) and deletes the files no diagram uses.
// Usage: npm run diagrams [-- --all]
import {chromium, type Browser} from '@playwright/test';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import type {ColourMode} from '../config/mermaid';
import {
  currentDrawing,
  DIAGRAMS_DIR,
  diagramKey,
  diagramPath,
  diagramsInDocs,
  isCurrent,
  readStoredDiagram,
  storedKeys,
  svgId,
  type StoredDiagram,
} from '../src/lib/diagramStore';
import {CHROMIUM, CHROMIUM_FLAGS} from './lib/serveBuild.mjs';

const DRAWING = currentDrawing();

// The page a diagram is drawn in has the site's stylesheets and the nesting of a doc page, so that
// Mermaid measures its labels in the same surroundings as on the site. (The font family is Mermaid's
// own, set by the SVG's style: "trebuchet ms", verdana, arial, sans-serif.)
const RENDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"></head>
<body><main><article><div class="markdown"><div class="docusaurus-mermaid-container" id="stage"></div></div></article></main></body>
</html>`;

type Drawing = {svg: string; problems: string[]};

/**
 * Draws one diagram in a fresh page (Mermaid numbers some elements across the drawings of a page),
 * shows it there, and lists what is wrong with the result.
 */
async function draw(browser: Browser, id: string, source: string, mode: ColourMode): Promise<Drawing> {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  try {
    await page.setContent(RENDER_PAGE);
    await page.addStyleTag({path: require.resolve('infima/dist/css/default/default.css')});
    await page.addStyleTag({path: require.resolve('../src/css/custom.css')});
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    return await page.evaluate(
      async ({id, source, mode, config}) => {
        const mermaid = (window as unknown as {mermaid: typeof import('mermaid').default}).mermaid;
        document.documentElement.dataset.theme = mode;
        const stage = document.getElementById('stage')!;
        // As the theme does: settings can only be replaced through initialize.
        mermaid.mermaidAPI.initialize(config);
        stage.innerHTML = (await mermaid.render(id, source, stage)).svg;
        const root = stage.querySelector('svg')!;
        // Sequence and state diagrams have ids of their own, which the light and the dark SVG of a
        // page would share: prefix them with the SVG's id.
        for (const element of Array.from(root.querySelectorAll('[id]'))) {
          if (!element.id.startsWith(id)) element.id = `${id}-${element.id}`;
        }
        const problems: string[] = [];
        for (const [, target] of root.outerHTML.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) {
          if (!target.startsWith(id)) problems.push(`refers to "#${target}", which is not one of its own ids`);
        }
        // A label must fit its box: a foreignObject hides whatever overflows it.
        for (const box of Array.from(root.querySelectorAll('foreignObject'))) {
          const outer = box.getBoundingClientRect();
          const inner = box.firstElementChild?.getBoundingClientRect();
          if (inner && (inner.width > outer.width + 1 || inner.height > outer.height + 1)) {
            problems.push(`label "${box.textContent}" is clipped`);
          }
        }
        return {svg: root.outerHTML, problems};
      },
      {id, source, mode, config: DRAWING.settings[mode]},
    );
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const redrawAll = process.argv.includes('--all');
  const diagrams = new Map<string, {source: string; files: string[]}>();
  for (const {file, source} of diagramsInDocs()) {
    const key = diagramKey(source);
    const entry = diagrams.get(key) ?? {source, files: []};
    entry.files.push(file);
    diagrams.set(key, entry);
  }

  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  for (const key of storedKeys().filter((key) => !diagrams.has(key))) {
    rmSync(diagramPath(key));
    console.log(`deleted  ${key}.json (no diagram in docs/ uses it)`);
  }

  const todo = [...diagrams].filter(([key]) => {
    const stored = readStoredDiagram(key);
    return redrawAll || !stored || !isCurrent(stored, DRAWING);
  });
  console.log(`${diagrams.size} diagrams in docs/, ${todo.length} to draw with Mermaid ${DRAWING.mermaid}`);
  if (todo.length === 0) return;

  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  const failures: string[] = [];
  try {
    for (const [key, {source, files}] of todo) {
      let light: Drawing, dark: Drawing;
      try {
        light = await draw(browser, svgId(key, 'light'), source, 'light');
        dark = await draw(browser, svgId(key, 'dark'), source, 'dark');
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).replace(/\n\s+at .*/g, '');
        failures.push(`${key} (${files.join(', ')}): Mermaid could not draw it: ${message}`);
        continue;
      }
      const problems = [...new Set([...light.problems, ...dark.problems])];
      if (problems.length > 0) {
        failures.push(`${key} (${files.join(', ')}):\n  ${problems.join('\n  ')}`);
        continue;
      }
      const stored: StoredDiagram = {...DRAWING, light: light.svg, dark: dark.svg};
      writeFileSync(diagramPath(key), `${JSON.stringify(stored, null, 2)}\n`);
      console.log(`drew     ${key}.json (${files.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    throw new Error(`These diagrams were not stored; the site draws them in the browser instead:\n${failures.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
