import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { lastMailTo, linkIn, SETTINGS_LAYOUTS, signUp } from './support';

/** The newest mail to this address once it says this (the server writes it just after answering). */
async function mailSaying(to: string, text: string): Promise<string> {
  let mail = '';
  await expect
    .poll(() => {
      try {
        mail = lastMailTo(to);
      } catch {
        mail = '';
      }
      return mail;
    })
    .toContain(text);
  return mail;
}

for (const layout of SETTINGS_LAYOUTS) {
  test.describe(`changing the e-mail on ${layout.name}`, () => {
    test.use(layout.use);

    test('asks for the password, mails the new address, and changes once its link is opened', async ({
      page,
    }) => {
      const student = await signUp(page, 'Elif');
      const newEmail = `elif.new.${randomBytes(5).toString('hex')}@example.com`;

      await page.goto(layout.path);
      const section = page.getByRole('region', { name: 'Sign-in and account' });
      await expect(section).toContainText(student.email);
      await section.getByRole('button', { name: 'Change e-mail' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
      await dialog.getByLabel('New e-mail').fill('not-an-address');
      await dialog.getByLabel('Password').fill(student.password);
      await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(dialog.getByText('Enter a valid email address')).toBeVisible();

      await dialog.getByLabel('New e-mail').fill(newEmail);
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(dialog.getByText('Password is incorrect')).toBeVisible();
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel('Password').fill(student.password);
      await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(dialog.getByText(`Check ${newEmail} to confirm the change`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      // Nothing changes until the link is opened; Settings says what is waiting.
      await expect(section).toContainText(student.email);
      await expect(section).toContainText(`Waiting for confirmation: ${newEmail}`);
      await expect(section.getByRole('button', { name: 'Cancel change' })).toBeVisible();

      const mail = await mailSaying(newEmail, 'Confirm your new e-mail for Assignd');
      await page.goto(linkIn(mail));
      await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
      // The link opens Settings, which shows the new address.
      await expect(page).toHaveURL(new RegExp(`${layout.path}$`));
      await expect(section).toContainText(newEmail);
      await expect(section).not.toContainText(student.email);
      await expect(section).not.toContainText('Waiting for confirmation');
      await mailSaying(student.email, 'Your Assignd e-mail was changed');
    });
  });
}
