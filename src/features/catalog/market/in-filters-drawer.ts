import { createContext, useContext } from 'react';

/**
 * True inside the phone's filter drawer, whose one "Show results" button applies what is typed:
 * a section there leaves out its own Apply button (issue 32: the drawer showed two).
 */
export const InFiltersDrawer = createContext(false);

export function useInFiltersDrawer(): boolean {
  return useContext(InFiltersDrawer);
}
