import { expect, test } from '@playwright/test';
import { signInOncePerAccount } from './support';

// The permission matrix fits the window: its grid scrolls inside, under a header row that stays
// in sight below the navbar.

const { openAs } = signInOncePerAccount();

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 1000 },
]) {
  test(`at ${viewport.width}×${viewport.height} the matrix page fits the window and its header row stays below the navbar`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openAs(page, 'superuser@demo.local', '/security/permission-matrix');
    const grid = page.getByRole('grid', { name: /Permissions of the role/ });
    await expect(grid.getByTestId('matrix-cell').first()).toBeVisible();

    // No blank scroll below the footer: the document ends with the footer, within the window.
    const { documentHeight, footerHeight } = await page.evaluate(() => ({
      documentHeight: document.documentElement.scrollHeight,
      footerHeight: document.querySelector('footer')!.getBoundingClientRect().height,
    }));
    expect(documentHeight).toBeLessThanOrEqual(viewport.height + footerHeight);

    // Scrolling the grid's container (and the window, as far as it goes) keeps the header row
    // in sight, below the navbar, at the top of the container.
    const container = grid.locator('xpath=..');
    await container.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => container.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
    const navbar = (await page.getByRole('banner').boundingBox())!;
    const headerRow = (await grid.locator('thead tr').boundingBox())!;
    const box = (await container.boundingBox())!;
    expect(headerRow.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(Math.abs(headerRow.y - box.y)).toBeLessThanOrEqual(2);
    expect(headerRow.y + headerRow.height).toBeLessThanOrEqual(viewport.height);
    await expect(grid.getByRole('columnheader', { name: /^Read/ })).toBeInViewport();
  });
}
