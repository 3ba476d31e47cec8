/** The product name, never translated (page titles "Sign in · Holo", the wordmark). */
export const BRAND_NAME = 'Holo';
