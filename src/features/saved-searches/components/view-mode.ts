/** Grid or list on /myholo/search, remembered on this device (a refused storage just forgets). */
export type ViewMode = 'grid' | 'list';
const VIEW_KEY = 'holo_saved_search_view';

export function loadViewMode(storage: Pick<Storage, 'getItem'> = localStorage): ViewMode {
  try {
    return storage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveViewMode(mode: ViewMode, storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(VIEW_KEY, mode);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
