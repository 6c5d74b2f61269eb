// Add Integration (spec §2, §4): the receiving services (where the leads go). A service with an
// auth template opens the form built from it; the integration is made at once and its settings
// open, where the sending side's page and forms are chosen. A service without one starts from the
// lead-ads service's own sign-in page (its URL the browser follows), which comes back to step 2.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TService } from '@shared/contract/common';
import type { ServicePath } from '@shared/constants';
import { readAuthFieldConfig } from '@shared/validation/auth-data';
import { AuthDataModal } from '@/components/domain/auth-data-modal';
import { ServicesModal } from '@/components/domain/services-modal';
import { useReceivingServices } from '../api/get-services';
import { useStartIntegration } from '../api/start-integration';

/** Lead forms come from the social-ad service: the sending side of every integration. */
const LEAD_SOURCE_SERVICE_PATH: ServicePath = 'fb-sync';

type TProps = { isOpened: boolean; onClose: () => void; userId: number; baId: number };

export function AddIntegrationModal({ isOpened, onClose, userId, baId }: TProps) {
  const navigate = useNavigate();
  const receiving = useReceivingServices(userId);
  const start = useStartIntegration();
  const [withForm, setWithForm] = useState<TService | null>(null);

  const add = async (service: TService) => {
    if (readAuthFieldConfig(service.auth_template)) {
      setWithForm(service);
      onClose();
      return;
    }
    // On success the browser leaves for the consent page, so the Add keeps spinning.
    await start.mutateAsync({ user_id: userId, ba_id: baId, service_path: LEAD_SOURCE_SERVICE_PATH });
    await new Promise(() => undefined);
  };

  return (
    <>
      <ServicesModal isOpened={isOpened} title="Add Integration" services={receiving.data?.data.services} onAdd={add} onClose={onClose} />
      <AuthDataModal
        service={withForm}
        serviceType="integration"
        userId={userId}
        baId={baId}
        onClose={() => setWithForm(null)}
        onDone={(recordId) => void navigate(`/integrations/${recordId}/settings`)}
      />
    </>
  );
}
