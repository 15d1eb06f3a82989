import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/signed-in';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

/** Records each POST's path and body, answering with `answer`. */
function stubPosts(answer: () => Response = () => ok({ done: true })) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      posts.push({ path: new URL(input, 'http://localhost').pathname, body: JSON.parse(init?.body as string) });
      return Promise.resolve(answer());
    }),
  );
  return posts;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('Forgot password', () => {
  it('names a malformed address at the field and focuses it, sending nothing', async () => {
    const posts = stubPosts();
    const user = renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('sends the address as the schema reads it and gives the same answer whether the account exists', async () => {
    const posts = stubPosts();
    const user = renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If the email exists, a reset link has been sent.')).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/v1/auth/password-reset/request', body: { email: 'ana@example.com' } }]);
  });
});

describe('Reset password', () => {
  it('says the passwords do not match at the confirmation field and focuses it', async () => {
    const posts = stubPosts();
    const user = renderAt('/auth/reset-password?token=abc', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'a calm blue river');
    await user.type(screen.getByLabelText('Confirm password'), 'a calm blue lake');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match'));
    expect(confirm).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('asks for both fields: an empty pair does not match either', async () => {
    const posts = stubPosts();
    const user = renderAt('/auth/reset-password?token=abc', <ResetPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('sends the token and the new password, then confirms', async () => {
    const posts = stubPosts();
    const user = renderAt('/auth/reset-password?token=abc', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'a calm blue river');
    await user.type(screen.getByLabelText('Confirm password'), 'a calm blue river');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed successfully. Redirecting…')).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/v1/auth/password-reset', body: { token: 'abc', password: 'a calm blue river' } }]);
  });

  it('puts the server’s refusal of the password at the password field', async () => {
    const detail = 'Choose a longer password: at least 10 characters.';
    stubPosts(() => new Response(JSON.stringify({ success: false, message: 'Bad Request', detail, issues: [{ path: 'body.password', message: detail }] }), { status: 400 }));
    const user = renderAt('/auth/reset-password?token=abc', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(detail));
    expect(password).toHaveFocus();
    // Shown once, at its field.
    expect(screen.getAllByText(detail)).toHaveLength(1);
  });

  it('without a token says so and cannot be sent', () => {
    stubPosts();
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    expect(screen.getByText('Missing token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  });
});
