import { queryOptions } from '@tanstack/react-query';
import {
  staffBannerRow,
  staffBannersReply,
  staffLegalKeysReply,
  staffLegalTextReply,
  type StaffBannerBody,
  type StaffLegalTextBody,
} from '../../../../domain/staff/staff.schema';
import { staffActivityListReply, staffActivityRow, staffGiftListReply, staffGiftReply, type StaffActivityBody } from '../../../../domain/promotions/staff-activity.schema';
import { apiFetch } from '../../../../lib/api/api-client';

export const contentKeys = {
  all: ['staff', 'content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  activities: () => [...contentKeys.all, 'activities'] as const,
  /** Under the activities: what changes a promotion's gift counts reads its gifts again too. */
  gifts: (activityId: number) => [...contentKeys.activities(), activityId, 'gifts'] as const,
  legal: () => [...contentKeys.all, 'legal'] as const,
  legalText: (key: string) => [...contentKeys.all, 'legal', key] as const,
};

export const bannersQuery = () => queryOptions({ queryKey: contentKeys.banners(), queryFn: ({ signal }) => apiFetch('/api/staff/banners', { schema: staffBannersReply, signal }) });

export const saveBanner = ({ id, body }: { id: number | null; body: StaffBannerBody }) =>
  apiFetch(id === null ? '/api/staff/banners' : `/api/staff/banners/${id}`, { method: id === null ? 'POST' : 'PUT', body, schema: staffBannerRow });

export const patchBanner = ({ id, patch }: { id: number; patch: { Sort?: number; IsActive?: boolean } }) =>
  apiFetch(`/api/staff/banners/${id}`, { method: 'PATCH', body: patch, schema: staffBannerRow });

export const activitiesQuery = () => queryOptions({ queryKey: contentKeys.activities(), queryFn: ({ signal }) => apiFetch('/api/staff/activities', { schema: staffActivityListReply, signal }) });

export const saveActivity = ({ id, body }: { id: number | null; body: StaffActivityBody }) =>
  apiFetch(id === null ? '/api/staff/activities' : `/api/staff/activities/${id}`, { method: id === null ? 'POST' : 'PUT', body, schema: staffActivityRow });

export const giftsQuery = (activityId: number) =>
  queryOptions({
    queryKey: contentKeys.gifts(activityId),
    queryFn: ({ signal }) => apiFetch(`/api/staff/activities/${activityId}/gifts`, { schema: staffGiftListReply, signal }),
  });

export const awardGift = ({ activityId, body }: { activityId: number; body: { Email: string; Name: { en: string }; GiftType: 0 | 1; Tickets?: number } }) =>
  apiFetch(`/api/staff/activities/${activityId}/gifts`, { method: 'POST', body, schema: staffGiftReply });

export const releaseGift = ({ giftId, body }: { giftId: number; body: { LogisticsCompanyName?: string; LogisticsCode?: string } }) =>
  apiFetch(`/api/staff/activity-gifts/${giftId}/release`, { method: 'POST', body, schema: staffGiftReply });

export const legalTextsQuery = () => queryOptions({ queryKey: contentKeys.legal(), queryFn: ({ signal }) => apiFetch('/api/staff/legal-texts', { schema: staffLegalKeysReply, signal }) });

export const legalTextQuery = (key: string) =>
  queryOptions({ queryKey: contentKeys.legalText(key), queryFn: ({ signal }) => apiFetch(`/api/staff/legal-texts/${encodeURIComponent(key)}`, { schema: staffLegalTextReply, signal }) });

export const publishLegalText = ({ key, body }: { key: string; body: StaffLegalTextBody }) =>
  apiFetch(`/api/staff/legal-texts/${encodeURIComponent(key)}`, { method: 'POST', body, schema: staffLegalTextReply });
