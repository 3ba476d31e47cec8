import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page model of /myholo/taxrefund and the tax desk's API short-hand. */

const headers = { 'x-requested-with': 'fetch' };

export class TaxRefundPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/myholo/taxrefund');
    await expect(this.page.getByRole('heading', { name: 'Tax refunds', level: 1 })).toBeVisible();
  }

  rows() {
    return this.page.locator('.tax-row');
  }

  /** Opens the form, picks the orders of that kind with these codes, fills it and sends it with the proof. */
  async apply(
    orderCodes: string[],
    proof: { name: string; mimeType: string; buffer: Buffer },
    shoot?: (name: string) => Promise<unknown>,
    kind: 'Domestic orders' | 'Cross-border orders' = 'Domestic orders',
  ) {
    await this.page.getByRole('button', { name: 'New application' }).click();
    const form = this.page.getByRole('dialog', { name: 'New tax refund application' });
    await expect(form).toBeVisible();
    await form.getByRole('radio', { name: kind }).check();
    await form.getByRole('button', { name: 'Choose orders' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Choose orders' });
    for (const code of orderCodes) await picker.getByRole('checkbox', { name: new RegExp(code) }).check();
    await shoot?.('tax-picker');
    await picker.getByRole('button', { name: /^Done/ }).click();
    await form.getByRole('textbox', { name: 'Taxpayer name' }).fill('Avery Stone');
    await form.getByRole('textbox', { name: 'Company name (optional)' }).fill('Stone Cards LLC');
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Resale certificate TX');
    await expect(form.getByText('21/30')).toBeVisible();
    await form.getByLabel(/^Proof/).setInputFiles(proof);
    await shoot?.('tax-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(this.page.getByText('Your tax refund application was sent')).toBeVisible();
  }
}

/** The tax desk approves the member's processing application for its whole forecast; answers the amount. */
export async function approveAsTaxDesk(staff: APIRequestContext, memberId: number): Promise<number> {
  const list = (await (await staff.get('/api/staff/tax-refunds?state=1')).json()) as { Data: Array<{ Id: number; MemberId: number; ForecastDrawBackAmount: number }> };
  const application = list.Data.find((a) => a.MemberId === memberId);
  expect(application, 'the member’s application on the tax desk').toBeDefined();
  const approved = await staff.post(`/api/staff/tax-refunds/${application!.Id}/approve`, { headers, data: { Amount: application!.ForecastDrawBackAmount } });
  expect(approved.status(), await approved.text()).toBe(200);
  return application!.ForecastDrawBackAmount;
}
