import { useLingui } from '@lingui/react/macro';
import { ManufacturerList } from '../list/manufacturer-list';

/** /list/{id?}: listings by manufacturer (manufacturerType 0). */
export function ListPage() {
  const { t } = useLingui();
  return <ManufacturerList manufacturerType={0} basePath="/list" title={t`Shop by manufacturer`} />;
}
