import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LocationCode } from '../../../domain/account/locations';

/** The locations' names in the member's language (the API answers the English one). */
export const locationNames: Record<LocationCode, MessageDescriptor> = {
  US: msg`United States`,
  MO: msg`Macao`,
  HK: msg`Hong Kong`,
  TW: msg`Taiwan`,
  CN: msg`Mainland China`,
  KR: msg`South Korea`,
  JP: msg`Japan`,
  CA: msg`Canada`,
  GB: msg`United Kingdom`,
  AU: msg`Australia`,
  SG: msg`Singapore`,
  OTHER: msg`Other`,
};
