// A service's auth template as a form in a modal (spec §2, §3): Add Integration opens it for a
// receiving service, Add Export for an export service. Submit sends the auth data to create
// (spec §3) and hands the new record's id on; a refusal shows in the form (spec §8).
import { Modal } from '@mantine/core';
import type { TService } from '@shared/contract/common';
import { readAuthFieldConfig, toAuthDataToCreate } from '@shared/validation/auth-data';
import { formErrorLines } from '@/lib/trpc-error';
import { AuthDataForm } from './auth-data-form';
import { useAddAuthData } from '@/lib/api/auth-data';

const AUTH_DATA_FALLBACK = 'The auth data could not be saved. Please try again.';

type TProps = {
  /** The service whose template is shown; null keeps the modal closed. */
  service: TService | null;
  serviceType: 'integration' | 'export';
  userId: number;
  baId: number;
  onClose: () => void;
  onDone: (recordId: number, service: TService) => void;
};

export function AuthDataModal({ service, serviceType, userId, baId, onClose, onDone }: TProps) {
  const addAuthData = useAddAuthData();
  const fieldConfig = service ? readAuthFieldConfig(service.auth_template) : null;
  const close = () => {
    addAuthData.reset();
    onClose();
  };
  return (
    <Modal opened={service !== null} onClose={close} title={service ? `Connect ${service.name}` : ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {service && fieldConfig && (
        <AuthDataForm
          label={`Auth data for ${service.name}`}
          fieldConfig={fieldConfig}
          serviceId={service.id}
          userId={userId}
          isPending={addAuthData.isPending}
          errorLines={formErrorLines(addAuthData.error, AUTH_DATA_FALLBACK)}
          onCancel={close}
          onSubmit={(values) =>
            addAuthData.mutate(toAuthDataToCreate(values, { service, serviceType, userId, baId }), {
              onSuccess: (answer) => onDone(answer.integrations_exports_id, service),
            })
          }
        />
      )}
    </Modal>
  );
}
