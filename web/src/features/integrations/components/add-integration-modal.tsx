// Add Integration (spec §2, §4): the services an integration can start from. A service with an
// auth template opens the form built from it (the integration is made at once, sending from the
// lead-ads service, and the settings open); one without starts a connection whose URL the browser
// follows (the consent page), which comes back to step 2.
import { useState } from 'react';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useNavigate } from 'react-router';
import type { TService } from '@shared/contract/common';
import { readAuthFieldConfig, toAuthDataToCreate } from '@shared/validation/auth-data';
import { ServicesModal } from '@/components/domain/services-modal';
import { isServicePath } from '@shared/constants';
import { formErrorLines } from '@/lib/trpc-error';
import { useAddAuthData } from '../api/auth-data';
import { useReceivingServices, useSendingServices } from '../api/get-services';
import { useStartIntegration } from '../api/start-integration';
import { AuthDataForm } from './auth-data-form';

/** Lead forms come from the social-ad service; the other sending services report no leads. */
const LEAD_SOURCE_SERVICE_PATH = 'fb-sync';
const AUTH_DATA_FALLBACK = 'The auth data could not be saved. Please try again.';

type TProps = { isOpened: boolean; onClose: () => void; userId: number; baId: number };

export function AddIntegrationModal({ isOpened, onClose, userId, baId }: TProps) {
  const navigate = useNavigate();
  const receiving = useReceivingServices(userId);
  const sending = useSendingServices(userId);
  const start = useStartIntegration();
  const addAuthData = useAddAuthData();
  const [withForm, setWithForm] = useState<TService | null>(null);

  const services =
    receiving.data && sending.data
      ? [...sending.data.data.services.filter((service) => service.service_path === LEAD_SOURCE_SERVICE_PATH), ...receiving.data.data.services]
      : undefined;
  const fieldConfig = withForm ? readAuthFieldConfig(withForm.auth_template) : null;

  const add = async (service: TService) => {
    if (readAuthFieldConfig(service.auth_template)) {
      addAuthData.reset();
      setWithForm(service);
      onClose();
      return;
    }
    if (!isServicePath(service.service_path)) return;
    // On success the browser leaves for the consent page, so the Add keeps spinning.
    await start.mutateAsync({ user_id: userId, ba_id: baId, service_path: service.service_path });
    await new Promise(() => undefined);
  };

  return (
    <>
      <ServicesModal isOpened={isOpened} title="Add Integration" services={services} onAdd={add} onClose={onClose} />
      <Modal
        opened={withForm !== null}
        onClose={() => setWithForm(null)}
        title={withForm ? `Connect ${withForm.name}` : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {withForm && fieldConfig && (
          <AuthDataForm
            label={`Auth data for ${withForm.name}`}
            fieldConfig={fieldConfig}
            serviceId={withForm.id}
            userId={userId}
            isPending={addAuthData.isPending}
            errorLines={formErrorLines(addAuthData.error, AUTH_DATA_FALLBACK)}
            onCancel={() => setWithForm(null)}
            onSubmit={(values) =>
              addAuthData.mutate(
                toAuthDataToCreate(values, { service: withForm, serviceType: 'integration', userId, baId }),
                { onSuccess: (answer) => void navigate(`/integrations/${answer.integrations_exports_id}/settings`) },
              )
            }
          />
        )}
      </Modal>
    </>
  );
}
