// Invite (spec §2, §8): /invite?hash=… shows who invited the user, with Accept and Decline.
// If the invite cannot be read, its message is shown and the user goes to the dashboard. Once
// accepted, the invite's business account becomes the current one and the dashboard is a click away.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '@shared/routes';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { useCurrentBusinessAccount, useUserId } from '@/lib/current-business-account';
import { formErrorLines, readCallError } from '@/lib/trpc-error';
import { useAcceptInvite } from '../api/accept-invite';
import { useDeclineInvite } from '../api/decline-invite';
import { useInviteInfo } from '../api/get-invite-info';

/** Shown when accepting or declining fails without a message of the server's (spec §8 shows the server's). */
const INVITE_ANSWER_FAILED = 'The invite could not be answered. Please try again.';

type TResponse = { tone: 'success' | 'error'; message: string } | null;

function InviteRoute() {
  const [searchParams] = useSearchParams();
  // The mailed link names the hash `hash`; `invite_hash` is accepted too.
  const inviteHash = searchParams.get('hash') ?? searchParams.get('invite_hash') ?? '';
  const navigate = useNavigate();
  const userId = useUserId();
  const { select } = useCurrentBusinessAccount();
  const info = useInviteInfo(inviteHash);
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const [response, setResponse] = useState<TResponse>(null);
  const [isAccepted, setAccepted] = useState(false);

  useEffect(() => {
    if (!info.isError) return;
    notifications.show({ color: 'red', title: 'Invite', message: readCallError(info.error).message || 'Invite not found' });
    void navigate(pathTo('dashboard'), { replace: true });
  }, [info.isError, info.error, navigate]);

  if (info.isPending || info.isError) return <PageLoader />;

  const invite = info.data.invite;
  const isAnswered = response?.tone === 'success';
  const isBusy = accept.isPending || decline.isPending;
  const answer = (kind: 'accept' | 'decline') => {
    setResponse(null);
    const handlers = {
      onSuccess: (result: { message: string }) => setResponse({ tone: 'success', message: result.message }),
      onError: (error: unknown) => setResponse({ tone: 'error', message: formErrorLines(error, INVITE_ANSWER_FAILED).join(' ') }),
    };
    if (kind === 'decline') {
      decline.mutate({ invite_hash: inviteHash }, handlers);
      return;
    }
    // The mutation waits for the account list's refetch, so the new account is in it and the choice sticks.
    const onAccepted = (result: { message: string }) => {
      handlers.onSuccess(result);
      select(invite.business_account.id);
      setAccepted(true);
    };
    accept.mutate({ invite_hash: inviteHash, user_id: userId }, { ...handlers, onSuccess: onAccepted });
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={560}>
      <Stack gap="md">
        <Title order={2}>You&apos;ve Been Invited</Title>
        <Text>
          <Text span fw={600}>
            {invite.email}
          </Text>{' '}
          invited you to join the business account{' '}
          <Text span fw={600}>
            {invite.business_account.name}
          </Text>
          .
        </Text>
        <Group>
          <Button onClick={() => answer('accept')} loading={accept.isPending} disabled={isBusy || isAnswered}>
            Accept
          </Button>
          <Button variant="default" onClick={() => answer('decline')} loading={decline.isPending} disabled={isBusy || isAnswered}>
            Decline
          </Button>
        </Group>
        {response && <FormMessage tone={response.tone} lines={[response.message]} />}
        {isAccepted && (
          <Group>
            <Button component={Link} to={pathTo('dashboard')}>
              Open the dashboard
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export { InviteRoute as Component };
