import type { Page } from '@playwright/test';

/** /myholo/address: the address book, its cards and the add/edit form. */
export class AddressBookPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/myholo/address');
  }
  addButton() {
    return this.page.getByRole('button', { name: 'Add new address' });
  }
  form() {
    return this.page.getByRole('form', { name: /^(New|Edit) address$/ });
  }
  card(name: string) {
    return this.page.getByRole('listitem', { name: `Address of ${name}` });
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Delete this address?' });
  }

  async fill(values: { name?: string; street?: string; city?: string; state?: string; zip?: string; phone?: string }) {
    const form = this.form();
    if (values.name !== undefined) await form.getByLabel('Name').fill(values.name);
    if (values.street !== undefined) await form.getByLabel('Street address').fill(values.street);
    if (values.city !== undefined) await form.getByLabel('City').fill(values.city);
    if (values.state !== undefined) await form.getByLabel('State').selectOption(values.state);
    if (values.zip !== undefined) await form.getByLabel('ZIP code').fill(values.zip);
    if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  }
}

/** /creditcards?orderId=…: the client-side card form. */
export class CardFormPage {
  constructor(readonly page: Page) {}

  goto(orderId: number) {
    return this.page.goto(`/creditcards?orderId=${orderId}`);
  }
  submit() {
    return this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
