import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/sign-in';

const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');

/** Answers whatever question is on screen plainly: No, the first option, or a value on the scale. */
async function answerPlainly(page: Page): Promise<void> {
  const no = page.getByRole('button', { name: 'No', exact: true });
  if (await no.isVisible()) return no.click();
  // The AI page's scale is ten buttons.
  const middle = page.getByRole('button', { name: '5', exact: true });
  if (await middle.isVisible()) return middle.click();
  const radio = page.getByRole('radio').first();
  if (await radio.isVisible()) return radio.check();
  const box = page.getByRole('checkbox').last();
  if (await box.isVisible()) return box.check();
  const slider = page.getByRole('slider');
  if (await slider.isVisible()) {
    await slider.focus();
    return slider.press('ArrowRight');
  }
  const text = page.getByRole('textbox');
  if (await text.isVisible()) return text.fill('Nothing else.');
}

test('a patient completes the health assessment and sees triage, insights with reasons and recommended tests', async ({ page }) => {
  // Up to a dozen answers, each a round trip to the engine: on a busy two-core machine this takes
  // longer than the suite's default, so the test gets three times it and waits for each state.
  test.slow();
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start Health Assessment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/questionnaire\?session=/);
  await expect(page.getByRole('heading', { name: 'AI-Powered Medical Questionnaire' })).toBeVisible();

  // The opening question is free text; an empty answer gets the brief's message.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This question is required.')).toBeVisible();
  await page.getByRole('textbox').fill('I have been very tired for two months and my periods are heavy');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We understood:')).toBeVisible();

  const done = page.getByText('You have completed the questionnaire.');
  // The question on screen (or the completion line, which takes its place and focus).
  const current = page.locator('#questionnaire-question-title');
  for (let i = 0; i < 12 && !(await done.isVisible()); i++) {
    const asked = (await current.textContent()) ?? '';
    await answerPlainly(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(current).not.toHaveText(asked);
    await expect(current).toBeFocused();
  }
  await expect(done).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-complete-light-1280.png') });
  await page.getByRole('button', { name: 'View recommendations' }).click();

  await expect(page).toHaveURL(/\/dashboard\/patient\/results\?session=/);
  await expect(page.getByRole('heading', { name: 'Recommended Tests' })).toBeVisible();
  await expect(page.getByText(/Why: points towards it/).first()).toBeVisible();
  await expect(page.getByText(/Total estimated cost/)).toBeVisible();
  await expect(page.getByText(/information, not a diagnosis/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-results-light-1280.png'), fullPage: true });
  const recommended = page.getByRole('region', { name: 'Recommended Tests' }).getByRole('listitem').getByRole('heading', { level: 3 });
  const names = await recommended.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-results-dark-1280.png'), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.getByRole('button', { name: 'Order Tests' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // The same results open again from the link, fetched by session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recommended Tests' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'questionnaire-results-light-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every recommended test is in the cart.
  await page.goto('/dashboard/marketplace/catalog');
  await page.getByRole('button', { name: new RegExp(`Open cart, ${names.length} items?$`) }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  for (const name of names) await expect(drawer.getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The completed assessment is listed on the dashboard and opens its results.
  await page.goto('/dashboard');
  const past = page.getByRole('region', { name: 'Past Health Assessments' });
  await expect(past.getByText(/% confidence/)).toBeVisible();
  await past.getByRole('link', { name: 'View Full Results' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/results\?session=/);
  await expect(page.getByRole('heading', { name: 'Recommended Tests' })).toBeVisible();
});

test('the AI questionnaire shows live insights computed from the answers, and a low energy alert', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/ai/questionnaire');
  await expect(page.getByRole('heading', { name: /AI Health Assessment/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The three fixed questions: the main concern (Pain: no follow-ups), energy, the symptom checklist.
  await page.getByRole('radio', { name: /pain/i }).first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Low Energy Alert')).toBeHidden();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page.getByText('Low Energy Alert')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 3', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Headaches' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 4', { exact: true })).toBeVisible();

  const live = page.getByRole('region', { name: 'Live AI Insights' });
  await expect(live.getByText(/^\d+%$/).first()).toBeVisible();
  await expect(page.getByText('3 questions answered')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-insights-light-1280.png') });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-insights-dark-1280.png') });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-insights-light-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Previous shows the earlier answers as given.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('checkbox', { name: 'Headaches' })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '3', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-light-1280.png') });

  // Unchanged answers move on without asking again; then answer until the engine is done.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 4', { exact: true })).toBeVisible();
  const restart = page.getByRole('button', { name: 'Start New Questionnaire' });
  for (let n = 4; n < 20 && !(await restart.isVisible()); n++) {
    await answerPlainly(page);
    await page.getByRole('button', { name: /^(Next|Complete)$/ }).click();
    await expect(page.getByText(`Question ${n + 1}`, { exact: true }).or(restart)).toBeVisible();
  }
  await expect(restart).toBeVisible();

  // The engine's own outcome for these answers, under the triage banner: its tests with the total,
  // emergency care instead of tests, or (self-care) no low-value tests at all. Which one depends on
  // the follow-up questions the engine chose; never a spinner or an error.
  const tests = page.getByRole('region', { name: 'Recommended Tests' });
  await expect(tests.getByText(/Total estimated cost|Tests are not the next step|No lab test is recommended from these answers\./)).toBeVisible();
  await expect(tests.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/information, not a diagnosis/).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-complete-light-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  // Let the buttons' colour transition finish before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, 'ai-questionnaire-complete-dark-390.png'), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The demo patient has a doctor: the request is confirmed once the server has it.
  await page.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(page.getByText('Consultation requested', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Consultation' })).toBeDisabled();

  await restart.click();
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});
