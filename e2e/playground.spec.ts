// The GraphQL playground (development only): a developer signs in with the demo sign-in, the Authorization
// header fills itself, and a query runs as that user; "Forget" takes the token out of the headers again.
import { expect, test } from '@playwright/test';

const headersEditor = (page: import('@playwright/test').Page) => page.locator('.graphiql-editor-tool');

test('the demo sign-in fills the Authorization header and a query runs as that user', async ({ page }) => {
  await page.goto('/graphql');
  const signIn = page.locator('#demo-sign-in');
  await expect(signIn.getByRole('combobox')).toContainText('Liam Nguyen (grow.adviser, oasis)');
  await signIn.getByRole('combobox').selectOption('grow.adviser');
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  await expect(signIn.locator('output')).toHaveText("Headers hold grow.adviser's token");
  await page.getByRole('button', { name: 'Headers' }).click();
  await expect(headersEditor(page)).toContainText('"Authorization": "Bearer ');

  await page.locator('.graphiql-execute-button').click();
  await expect(page.locator('.graphiql-response')).toContainText('"firstName": "Liam"');
  await expect(page.locator('.graphiql-response')).toContainText('"brand": "oasis"');

  // A reload keeps the signed-in tab and its headers.
  await page.reload();
  await expect(signIn.locator('output')).toHaveText("Headers hold grow.adviser's token");
  await page.getByRole('button', { name: 'Headers' }).click();
  await expect(headersEditor(page)).toContainText('Bearer ');

  await signIn.getByRole('button', { name: 'Forget' }).click();
  await expect(signIn.getByRole('button', { name: 'Forget' })).toBeHidden();
  await page.getByRole('button', { name: 'Headers' }).click();
  await expect(headersEditor(page)).not.toContainText('Bearer ');
});
