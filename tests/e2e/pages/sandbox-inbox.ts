import { expect, type APIRequestContext } from '@playwright/test';

/** Reads the newest verification code sent to a recipient, as a tester would from /dev/inbox. */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/inbox?to=${encodeURIComponent(recipient)}`);
      const messages = (await response.json()) as { Code: string | null }[];
      code = messages[0]?.Code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
