import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context';
import { DOCTOR_MESSAGES, paths, ROLE_LABELS } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { accountCan } from '../../lib/can';
import { useSession } from '../../lib/session';
import { acceptInvitation } from './api/accept-invite';
import { declineInvitation } from './api/decline-invite';
import { invitePreviewQuery } from './api/invite-preview';
import { pendingInvite } from './pending-invite';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Route /invite/{token}: a doctor's invitation (e-mail link, SMS link or QR code). The person
 * creates an account (or signs in), then, signed in, accepts the doctor (or declines): only their
 * own click links them to the doctor's record. Accepting goes on to the questionnaire (through the
 * one-time onboarding). Unknown, expired and used links say so.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const wellFormed = TOKEN_SHAPE.test(token);
  const preview = useQuery({ ...invitePreviewQuery(token), enabled: wellFormed });
  const signedIn = session.status === 'authenticated';
  const role = signedIn ? session.user.role : null;
  const mayAccept = signedIn && accountCan(session.user, 'accept:invite:own');

  const acceptInvite = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      pendingInvite.clear();
      await navigate(paths.patientQuestionnaire, { replace: true });
    },
    onError: (error) => {
      // Refused for good (used by someone else, expired, unknown): nothing more to come back for.
      if (error instanceof ApiRequestError && [404, 409, 410].includes(error.status)) pendingInvite.clear();
    },
  });
  const { mutate: accept } = acceptInvite;
  // Saying no spends the link on the server: nobody can accept it later in this person's place.
  const declineInvite = useMutation({
    mutationFn: () => declineInvitation(token),
    onSuccess: async () => {
      pendingInvite.clear();
      await navigate(paths.dashboard, { replace: true });
    },
  });

  // A link that can no longer be used is not worth coming back to.
  useEffect(() => {
    if (!wellFormed || preview.isError || (preview.data && preview.data.state !== 'valid')) {
      if (pendingInvite.get() === token) pendingInvite.clear();
    }
  }, [wellFormed, preview.isError, preview.data, token]);

  const busy = redirecting || acceptInvite.isPending || declineInvite.isPending;
  const problem = signInFailed
    ? 'Authentication failed. Please try again.'
    : acceptInvite.isError
      ? acceptInvite.error.message
      : declineInvite.isError
        ? declineInvite.error.message
        : null;

  const start = async (signUp: boolean) => {
    setRedirecting(true);
    setSignInFailed(false);
    pendingInvite.set(token);
    try {
      await auth.signinRedirect({
        extraQueryParams: signUp ? { screen_hint: 'signup', invite: token } : { invite: token },
        state: { returnTo: paths.invite(token) },
      });
    } catch {
      setSignInFailed(true);
      setRedirecting(false);
    }
  };

  if (wellFormed && (preview.isPending || session.status === 'loading'))
    return <Spinner label="Loading your invitation" className="min-h-screen" />;
  if (!wellFormed || preview.isError) {
    const unknown = !wellFormed || (preview.error instanceof ApiRequestError && preview.error.status === 404);
    return (
      <AuthCard title="Invitation not found" description="Labwise">
        <Alert tone="error">
          {unknown ? DOCTOR_MESSAGES.inviteNotFound : 'The invitation could not be loaded. Please try again.'}
        </Alert>
        {!unknown && <Button onClick={() => void preview.refetch()}>Try again</Button>}
        <HomeLinks signedIn={signedIn} />
      </AuthCard>
    );
  }

  const { doctorName, state } = preview.data!;
  const title = `${doctorName} invited you to Labwise`;
  const intro =
    'Answer a short health questionnaire; your doctor sees your answers and can order the right tests.';

  if (state === 'expired') {
    return (
      <AuthCard title={title} description={intro}>
        <Alert tone="error">{DOCTOR_MESSAGES.inviteExpired}</Alert>
        <HomeLinks signedIn={signedIn} />
      </AuthCard>
    );
  }
  if (state === 'used') {
    return (
      <AuthCard title={title} description={intro}>
        <Alert tone="info">{DOCTOR_MESSAGES.inviteUsed} If it was you, sign in to continue.</Alert>
        {signedIn ? (
          <Button asChild>
            <Link to={paths.dashboard}>Go to my dashboard</Link>
          </Button>
        ) : (
          <Button onClick={() => void start(false)} disabled={busy}>
            Sign in
          </Button>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} description={intro}>
      {!signedIn ? (
        <>
          <Button size="lg" disabled={busy} onClick={() => void start(true)}>
            {busy ? 'Redirecting…' : 'Create your account'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void start(false)}>
            I already have an account
          </Button>
          <p className="text-sm text-muted-foreground">
            Sign up with the e-mail address your invitation was sent to and you can start right away.
          </p>
        </>
      ) : !mayAccept ? (
        <>
          <Alert tone="info">
            This invitation is for a patient. You are signed in as {role ? ROLE_LABELS[role] : 'another role'}
            : log out, then open the link again to sign up as the patient.
          </Alert>
          <Button variant="outline" onClick={() => void auth.signoutRedirect()}>
            Log out
          </Button>
        </>
      ) : (
        <>
          {/* Consent, on the person's own signed-in screen: never accepted for them. */}
          <p className="text-sm">
            If you accept, {doctorName} becomes your doctor on Labwise: they see your questionnaire answers,
            orders and results, and can order tests for you.
          </p>
          <Button size="lg" disabled={busy} onClick={() => accept()}>
            {acceptInvite.isPending ? 'Linking your account…' : `Accept ${doctorName} as my doctor`}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => declineInvite.mutate()}>
            {declineInvite.isPending ? 'Declining…' : 'Decline'}
          </Button>
          {/* Decide later: the link stays open until it expires. */}
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              pendingInvite.clear();
              void navigate(paths.dashboard);
            }}
          >
            Not now
          </Button>
        </>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </AuthCard>
  );
}

function HomeLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <Button asChild variant="outline">
      <Link to={signedIn ? paths.dashboard : paths.home}>
        {signedIn ? 'Go to my dashboard' : 'Go to Labwise'}
      </Link>
    </Button>
  );
}
