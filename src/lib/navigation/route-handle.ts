import type { MessageDescriptor } from '@lingui/core';

/** What a route tells the layout: its page title ("Sign in" → document.title "Sign in · Holo"). */
export interface RouteHandle {
  title?: MessageDescriptor;
}
