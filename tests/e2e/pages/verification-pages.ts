import { expect, type Locator, type Page } from '@playwright/test';

/** The ID verification dialog (spec 1 "ID verification"), opened by itself or from /authentication. */
export class IdVerificationDialog {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'ID verification' });
  }

  /** The US identity form (a US member's form, spec 1 section 5). */
  async applyUs(person: { firstName: string; lastName: string; dateOfBirth: string; ssnLast4: string }) {
    await this.root.getByLabel('First name').fill(person.firstName);
    await this.root.getByLabel('Last name').fill(person.lastName);
    await this.root.getByLabel('Date of birth').fill(person.dateOfBirth);
    await this.root.getByLabel('Phone number').fill('2125550123');
    await this.root.getByLabel('Last 4 digits of SSN').fill(person.ssnLast4);
    await this.root.getByLabel('Street address').fill('350 Fifth Avenue');
    await this.root.getByLabel('City').fill('New York');
    await this.root.getByLabel('State').selectOption('NY');
    await this.root.getByLabel('ZIP code').fill('10118');
    await this.root.getByRole('button', { name: 'Submit' }).click();
  }
  /** A US member without a social security number switches to the ID document form. */
  async useDocumentInstead() {
    await this.root.getByRole('button', { name: 'No Social Security number? Use an ID document instead' }).click();
  }
  /** The ID document form (members outside the US, or a US member after useDocumentInstead). */
  async apply(person: { firstName: string; lastName: string; dateOfBirth: string; document: string }) {
    await this.root.getByLabel('First name').fill(person.firstName);
    await this.root.getByLabel('Last name').fill(person.lastName);
    await this.root.getByLabel('Date of birth').fill(person.dateOfBirth);
    await this.root.getByLabel('Document number').fill(person.document);
    await this.root.getByRole('button', { name: 'Submit' }).click();
  }
  processing(): Locator {
    return this.root.getByText(/Your ID verification is being processed/);
  }
  declined(): Locator {
    return this.root.getByText('Your ID verification was declined.');
  }
  verified(): Locator {
    return this.root.getByText(/Your identity has been verified/);
  }
  async applyAgain() {
    await this.root.getByRole('button', { name: 'Apply again' }).click();
  }
  async close() {
    await this.root.getByRole('button', { name: 'Close' }).click();
    await expect(this.root).toBeHidden();
  }
}

/** /authentication: the verification status page. */
export class AuthenticationPage {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto('/authentication');
  }
  status(): Locator {
    return this.page.locator('.status-panel__title');
  }
  backToSettings(): Locator {
    return this.page.getByRole('link', { name: 'Back to settings' });
  }
}

/**
 * The ID verification prompt opens by itself once per session for an unverified member; journeys
 * about something else close it (Escape, so it works in every language) and go on.
 */
export async function closeVerificationPrompt(page: Page) {
  const prompt = page.locator('dialog.verify-dialog');
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
}
