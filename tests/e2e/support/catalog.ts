import { readFileSync } from 'node:fs';

/**
 * The app's own translations, read from src/locales/<locale>/messages.po (the catalogs the build
 * compiles), so journeys in other languages look for exactly the words the reader sees.
 */
export function catalog(locale: string): (msgid: string) => string {
  const text = readFileSync(new URL(`../../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const messages = parsePo(text);
  return (msgid) => {
    const translation = messages.get(msgid);
    if (!translation) throw new Error(`No ${locale} translation for "${msgid}" in src/locales/${locale}/messages.po`);
    return translation;
  };
}

/** msgid → msgstr of a PO file: quoted strings, continued on following quoted lines. */
function parsePo(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  let msgid: string | null = null;
  let msgstr: string | null = null;
  let reading: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (msgid && msgstr) messages.set(msgid, msgstr);
    msgid = msgstr = reading = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const entry = /^(msgid|msgstr) (".*")$/.exec(line);
    if (entry) {
      if (entry[1] === 'msgid') flush();
      reading = entry[1] as 'msgid' | 'msgstr';
      const value = JSON.parse(entry[2]!) as string;
      if (reading === 'msgid') msgid = value;
      else msgstr = value;
    } else if (line.startsWith('"') && reading) {
      const value = JSON.parse(line) as string;
      if (reading === 'msgid') msgid += value;
      else msgstr += value;
    } else if (line === '' || line.startsWith('#')) {
      reading = null;
    }
  }
  flush();
  return messages;
}
