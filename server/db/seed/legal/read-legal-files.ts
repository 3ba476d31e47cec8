/**
 * Holo's legal and information texts as files: `<language>/<key>.html` is version 1 of a key in a
 * language, `<language>/<key>.v<N>.html` its version N (how an operator publishes a new one: add the
 * file and restart; the newest version is the one shown). Each file's first line is
 * `<!-- title: The Title -->`, the rest its HTML body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAgreementKey, type AgreementKey } from '../../../../src/domain/legal/agreement-keys';
import { isLocale, type Locale } from '../../../../src/domain/language/locales';

export interface LegalText {
  key: AgreementKey;
  language: Locale;
  version: number;
  title: string;
  content: string;
}

export const LEGAL_TEXTS_DIR = fileURLToPath(new URL('.', import.meta.url));

const FILE_NAME = /^(?<key>[a-z-]+)(?:\.v(?<version>[1-9]\d{0,5}))?\.html$/;
const TITLE_LINE = /^<!--\s*title:\s*(?<title>.+?)\s*-->\s*$/;

/** Every text under dir; a file whose name, key or title line is wrong is an error (found at start, not by a reader). */
export function readLegalFiles(dir: string = LEGAL_TEXTS_DIR): LegalText[] {
  const texts: LegalText[] = [];
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory() || !isLocale(language.name)) continue;
    for (const file of readdirSync(join(dir, language.name))) {
      if (!file.endsWith('.html')) continue;
      texts.push(parseLegalFile(language.name, file, readFileSync(join(dir, language.name, file), 'utf8')));
    }
  }
  return texts.sort((a, b) => a.key.localeCompare(b.key) || a.language.localeCompare(b.language) || a.version - b.version);
}

export function parseLegalFile(language: Locale, fileName: string, text: string): LegalText {
  const name = FILE_NAME.exec(fileName)?.groups;
  if (!name?.key || !isAgreementKey(name.key)) throw new Error(`legal text ${language}/${fileName}: unknown key`);
  const [firstLine = '', ...body] = text.replace(/^\uFEFF/, '').split('\n');
  const title = TITLE_LINE.exec(firstLine)?.groups?.title;
  if (!title) throw new Error(`legal text ${language}/${fileName}: the first line must be <!-- title: … -->`);
  const content = body.join('\n').trim();
  if (!content) throw new Error(`legal text ${language}/${fileName}: empty`);
  return { key: name.key, language, version: Number(name.version ?? 1), title, content };
}
