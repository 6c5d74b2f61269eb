// Profile screen (spec §2): loads the profile, then the form.
import { Alert, Paper } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useUserId } from '@/lib/current-business-account';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';

function ProfileRoute() {
  const userId = useUserId();
  const profile = useProfile(userId);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <Alert color="red">{profile.error.message}</Alert>;

  const user = profile.data.data.user;
  const savedProjectPath = user.project_path ?? '';
  return (
    <Paper withBorder p="lg" radius="md">
      <ProfileForm
        key={userId}
        userId={userId}
        savedProjectPath={savedProjectPath}
        initialValues={{
          project_path: savedProjectPath,
          email: user.email,
          name: user.name,
          last_name: user.last_name ?? '',
          phone: user.phone ?? '',
          telegram: user.telegram ?? '',
          facebook: user.facebook ?? '',
          current_password: '',
        }}
      />
    </Paper>
  );
}

export { ProfileRoute as Component };
