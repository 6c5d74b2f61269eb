// Business constants of spec §9, kept in one place for the browser and the server.

export const SERVICE_PATHS = ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads'] as const;
export type ServicePath = (typeof SERVICE_PATHS)[number];

/** Narrows text (a route param, a stored path) to a known service path. */
export const isServicePath = (value: string | null | undefined): value is ServicePath => SERVICE_PATHS.some((path) => path === value);

/** The search-ads service shows Cost and Interactions instead of Spend and Unique clicks. */
export const SEARCH_ADS_SERVICE_PATH: ServicePath = 'google-ads';

export const SERVICE_TYPES = ['export', 'integration'] as const;

/** The kind of service the auth step asks for (spec §9). */
export const AUTH_SERVICE_KIND = 'sending';
/** Special option ids of the auth dropdown and the mapping rows (spec §9). */
export const NEW_AUTH_OPTION_ID = 'new';
export const CUSTOM_FIELD_OPTION = 'custom';
/** The CRM entities a mapping row writes to; a CRM field key is its entity's prefix plus the field name. */
export const MAPPING_ENTITIES = ['lead', 'contact', 'deal'] as const;
export type MappingEntity = (typeof MAPPING_ENTITIES)[number];

export const ROLES = ['client', 'admin'] as const;

export const SYNC_STATUSES = ['Finish', 'Error'] as const;
export const DEFAULT_SYNC_WINDOW_DAYS = 7;
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';

export const INSIGHTS_WINDOW_DAYS = 14;
/** Date range presets of the insights call; '14d' (INSIGHTS_WINDOW_DAYS) is the default. */
export const INSIGHTS_RANGE_PRESETS = ['today', 'yesterday', '7d', '14d', '30d', '90d', 'this_month', 'last_month'] as const;
export type InsightsRangePreset = (typeof INSIGHTS_RANGE_PRESETS)[number];
/** The longest custom insights range, in days (a year, leap day included). */
export const INSIGHTS_MAX_RANGE_DAYS = 366;
export const CHART_LINE_TENSION = 0.4;

export const PASSWORD_RESET_REDIRECT_MS = 2000;
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;

export const STORAGE_VERSION = '0.0.1';
export const STORAGE_KEYS = {
  user: `user_${STORAGE_VERSION}`,
  jwt: `jwt_${STORAGE_VERSION}`,
  adminMenuCollapsed: `admin_menu_collapsed_${STORAGE_VERSION}`,
  sidebarMinimised: `sidebar_minimised_${STORAGE_VERSION}`,
  /** Only the id of the chosen business account: the list itself always comes from the server. */
  currentBusinessAccountId: `current_business_account_${STORAGE_VERSION}`,
  /** The dashboard's reporting currency per business account id (a preference, not server data). */
  reportingCurrencies: `reporting_currencies_${STORAGE_VERSION}`,
  /** The ids of the users who finished the dashboard's Get started list on this device. */
  getStartedDone: `get_started_done_${STORAGE_VERSION}`,
} as const;

export const PAGINATION = { defaultPageSize: 10, maxPageLinks: 5 } as const;
/** Most calls one tRPC batch may carry: the server refuses more, the SPA's link splits at it. */
export const TRPC_MAX_BATCH_ITEMS = 20;
/** Page size of the admin lists served by the gateway (the spec does not show one). */
export const ADMIN_PAGE_SIZE = 10;

export const SIDEBAR_RESIZE_INTERVAL_MS = 180;
export const SIDEBAR_RESIZE_DURATION_MS = 1000;
export const MODAL_ANIMATION_MS = 500;
export const PROGRESS_BAR_HEIGHT = 3;
