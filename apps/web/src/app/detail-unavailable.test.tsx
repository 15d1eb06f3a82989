import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type Role } from '@labwise/domain';
import { renderRoute } from '../../test/render-route';
import { failure, signedInWithApi } from '../../test/signed-in';
import { useSession } from '../lib/session';

vi.mock('../lib/session', () => ({ useSession: vi.fn() }));

const ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

/** Signed in as `role`; calls under `prefix` answer `reply`. */
function signedIn(role: Role, prefix: string, reply: () => Response) {
  signedInWithApi(useSession, role, (path) => (path.startsWith(prefix) ? reply() : undefined));
}

describe('detail pages that cannot be shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a malformed patient id is a page with a heading and the way back to My Patients, never the parameter message', async () => {
    signedIn('doctor', '/api/v1/patients/', () => failure(400, 'params.id: Unknown patient.'));
    renderRoute(paths.patient('not-an-id'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Patients' })).toHaveAttribute('href', paths.patients);
    expect(screen.queryByText(/params\.id/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a patient that failed to load for another reason offers Retry', async () => {
    let calls = 0;
    signedIn('doctor', '/api/v1/patients/', () => {
      calls += 1;
      return failure(503, 'The service is busy. Please try again.');
    });
    const app = renderRoute(paths.patient(ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'This patient could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    const before = calls;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('an unknown assessment on the results page says so, with the way back to My Results', async () => {
    signedIn('patient', '/api/v1/questionnaires/', () => failure(400, 'params.id: Questionnaire not found.'));
    renderRoute(`${paths.patientResults}?session=not-an-id`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Results' })).toHaveAttribute('href', paths.patientResults);
    expect(screen.queryByText(/params\.id/)).not.toBeInTheDocument();
  });

  it('an unknown assessment on the questionnaire page says so too', async () => {
    signedIn('patient', '/api/v1/questionnaires/', () => failure(404, 'Questionnaire not found.'));
    renderRoute(`${paths.patientQuestionnaire}?session=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Results' })).toHaveAttribute('href', paths.patientResults);
  });
});
