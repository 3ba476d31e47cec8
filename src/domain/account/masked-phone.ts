import { findCountry } from './regions';

/** A phone as the settings page shows it: the dialling code and the last 4 digits ("+1 ******4567"). */
export function maskedPhone(telPhone: string, country: string | null): string {
  const nationCode = country ? findCountry(country)?.NationCode : undefined;
  const visible = telPhone.slice(-4);
  const hidden = '*'.repeat(Math.max(0, telPhone.length - visible.length));
  return `${nationCode ? `+${nationCode} ` : ''}${hidden}${visible}`;
}
