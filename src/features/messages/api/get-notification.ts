import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from './notification-queries';

/** One notice with its HTML body (/messages/detail/:id); nothing is asked for an id that is not one. */
export function useNotification(id: number) {
  return useQuery({ ...notificationQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
}
