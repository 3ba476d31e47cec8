/**
 * Loads the legal and information texts into service_agreements on every start, production too
 * (reference data, not demo data): each file's key, language and version is inserted once. The
 * unique key+language+version with ON CONFLICT DO NOTHING makes a second run, or two nodes starting
 * at once, insert nothing again; a version already published is never overwritten (publish a
 * change as a new version file, see read-legal-files.ts).
 */
import type { Tx } from '../../client';
import { serviceAgreements } from '../../schema';
import { readLegalFiles, type LegalText } from './read-legal-files';

let filesOnDisk: LegalText[] | undefined;

/** The texts shipped with this build, read once per process. */
export function shippedLegalTexts(): LegalText[] {
  filesOnDisk ??= readLegalFiles();
  return filesOnDisk;
}

/** Inserts the texts that have no row yet; returns how many were new. Runs inside the caller's transaction. */
export async function loadLegalTexts(tx: Pick<Tx, 'insert'>, texts: readonly LegalText[] = shippedLegalTexts()): Promise<number> {
  if (texts.length === 0) return 0;
  const inserted = await tx
    .insert(serviceAgreements)
    .values(texts.map(({ key, language, version, title, content }) => ({ key, language, version, title, content })))
    .onConflictDoNothing({ target: [serviceAgreements.key, serviceAgreements.language, serviceAgreements.version] })
    .returning({ id: serviceAgreements.id });
  return inserted.length;
}
