/**
 * The CSP hashes ('sha256-…') of the inline scripts Holo itself serves: those in the build's HTML
 * pages (index.html's formatter warm-up, offline.html's texts) and the first view's starter. Read
 * from the build at start, so a changed script never needs a hand-copied hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_STARTER } from './first-view-page';

/** A classic or module script with its text inline: not `src=`, not a data block (application/json). */
const INLINE_SCRIPT = /<script((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(staticDir: string): string[] {
  const pages = existsSync(staticDir) ? readdirSync(staticDir).filter((name) => name.endsWith('.html')) : [];
  const scripts = pages.flatMap((name) => inlineScripts(readFileSync(path.join(staticDir, name), 'utf8')));
  return [...new Set([FIRST_VIEW_STARTER, ...scripts].map(cspHash))];
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/json"/.test(attributes))
    .map(([, , text = '']) => text);
}

export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
