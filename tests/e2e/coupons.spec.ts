import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { DEMO_PASSWORD, signInAs } from './pages/bidding-pages';
import { MyCouponsPage } from './pages/coupon-pages';

test("the demo buyer sees their seeded coupons on the unused and expired tabs", async ({ page }, info) => {
  await signInAs(page.request, 'buyer@holo.test');
  const coupons = new MyCouponsPage(page);
  await coupons.goto();

  await expect(coupons.tab('Unused')).toHaveAttribute('aria-selected', 'true');
  await expect(coupons.cards()).toHaveCount(2);
  const welcome = coupons.card('Welcome coupon');
  await expect(welcome).toContainText('$5.00 off');
  await expect(welcome).toContainText('All products');
  await expect(welcome).toContainText(/Valid until/);
  const featured = coupons.card('Featured cards coupon');
  await expect(featured).toContainText('$3.00 off');
  await expect(featured).toContainText('Selected items only');
  await page.screenshot({ path: info.outputPath(`coupons-unused-${info.project.name}.png`), fullPage: true });

  await coupons.tab('Expired').click();
  await expect(page).toHaveURL(/\/myholo\/coupons\?type=1$/);
  await expect(coupons.cards()).toHaveCount(1);
  const autumn = coupons.card('Autumn sale coupon');
  await expect(autumn).toContainText('$10.00 off');
  await expect(autumn).toContainText(/Expired on/);
  await page.screenshot({ path: info.outputPath(`coupons-expired-${info.project.name}.png`), fullPage: true });
});

test('a visitor opening a shared coupon link is sent to sign in and comes back to it', async ({ page }, info) => {
  // A token no share was made with: it has the form of one, so the page offers the draw.
  const link = `/coupon?s=${'Q'.repeat(43)}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'A gift from a friend' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`share-landing-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Draw the coupon' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('bidder@holo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
  // No order was shared with this token: the share page says so in an alert with a Sure button.
  await page.getByRole('button', { name: 'Draw the coupon' }).click();
  const alert = page.getByRole('dialog', { name: 'Share expired' });
  await expect(alert).toContainText('This coupon was not shared, or the share has expired.');
  await page.screenshot({ path: info.outputPath(`share-expired-${info.project.name}.png`) });
  await alert.getByRole('button', { name: 'Sure' }).click();
  await expect(page.getByText('This share has expired.')).toBeVisible();
});
