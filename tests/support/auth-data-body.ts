// The fields spec §3 adds to every "auth data to create" besides the template values and the
// service: a disabled, inactive start and the domain (the service path by default).
export const startsDisabled = (domain = 'keepin-crm') =>
  ({ sending_service_status: true, is_active: false, status: 'disabled', domain }) as const;
