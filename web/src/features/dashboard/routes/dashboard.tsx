// Dashboard screen (spec §2, §4): the cascade of five controls and the insights panel of the chosen
// service, business account, integration and ad account, over the last 14 days or the chosen date
// range (the title names it). The selection and the range live in the URL, so a reload or a shared
// link opens the same view. On a phone the controls fold into one summary line above the figures;
// a new user sees the Get started list first.
import { memo, useDeferredValue, useState } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { pathTo } from '@shared/routes';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { useScreenTitle } from '@/lib/screen-title';
import { useInsightsPrefetch } from '../api/get-insights';
import { useRefreshInsights } from '../api/refresh-insights';
import { DashboardControls } from '../components/dashboard-controls';
import { DashboardEmptyState } from '../components/dashboard-empty-state';
import { DashboardSummary } from '../components/dashboard-summary';
import { InsightsPanel } from '../components/insights-panel';
import { DEFAULT_PERIOD, dashboardTitle, readCompare, readPeriod, writeCompare, writePeriod } from '../period';
import { scopeSummary } from '../scope-summary';
import { NONE } from '../selection';
import { useDashboardSelection, type TDashboardSelection } from '../use-dashboard-selection';

// Above the figures but not needed for them: their code and their own calls come after the first paint.
const GetStarted = lazyAfterPaint(async () => (await import('../components/get-started')).GetStarted);
const ExpiringGrants = lazyAfterPaint(async () => (await import('../components/expiring-grants')).ExpiringGrants);

/** The date range and the chart's comparison, kept in the URL beside the selection. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  useScreenTitle(period.preset === DEFAULT_PERIOD.preset ? null : dashboardTitle(period));
  return {
    period,
    setPeriod: (next: typeof period) => setParams((latest) => writePeriod(latest, next)),
    isComparing: readCompare(params),
    setComparing: (isOn: boolean) => setParams((latest) => writeCompare(latest, isOn), { replace: true }),
  };
}

/** Below Mantine's `sm` breakpoint (48em), where the sidebar folds too. */
const PHONE_QUERY = '(max-width: 47.99em)';
const CONTROLS_ID = 'dashboard-controls';

function Panel({ dashboard, isPeriodShown }: { dashboard: TDashboardSelection; isPeriodShown: boolean }) {
  const { period, setPeriod, isComparing, setComparing } = usePeriod();
  const { selection, services, accounts, integrations, adAccounts, scope } = dashboard;
  // A list that failed is said where the figures would be, with Try again: never a spinner without end.
  const failed = [
    { failure: services.failure, title: 'The services could not be loaded' },
    { failure: accounts.failure, title: 'The business accounts could not be loaded' },
    { failure: integrations.failure, title: 'The exports could not be loaded' },
  ].find((list) => list.failure !== null);
  if (failed?.failure) return <LoadError title={failed.title} {...failed.failure} />;
  if (services.isPending || accounts.isPending) return <PageLoader />;
  if (!services.items?.length) {
    return <DashboardEmptyState title="No services available">There is no export service to show insights for yet.</DashboardEmptyState>;
  }
  if (selection.account === NONE) {
    return (
      <DashboardEmptyState title="No business accounts yet" action={{ label: 'Add a business account', to: pathTo('business_accounts') }}>
        Insights belong to a business account. Add one, then connect a data export to it.
      </DashboardEmptyState>
    );
  }
  if (integrations.items && integrations.items.length === 0) {
    const service = services.items.find((item) => item.service_path === selection.service)?.name ?? 'this service';
    const account = accounts.items.find((item) => item.id === selection.account)?.name ?? 'this business account';
    return (
      <DashboardEmptyState title="No integrations" action={{ label: 'Go to Data Export', to: pathTo('data_export') }}>
        {`${account} has no ${service} export yet. Connect one in Data Export to see its insights here.`}
      </DashboardEmptyState>
    );
  }
  if (!scope) return <PageLoader />;
  // A new scope starts on the first card again (google-ads has other series). Without its ad
  // accounts the panel still shows the integration's figures, under the list's own failure.
  return (
    <Stack gap="md">
      {adAccounts.failure && <LoadError title="The ad accounts could not be loaded" {...adAccounts.failure} />}
      <InsightsPanel
        key={scope.service_path}
        scope={scope}
        period={period}
        onPeriodChange={setPeriod}
        isComparing={isComparing}
        onComparingChange={setComparing}
        isPeriodShown={isPeriodShown}
      />
    </Stack>
  );
}

/**
 * The lists answer in a burst (one batched call), and each answer re-renders the controls and the
 * panel: TanStack Query's updates are urgent renders, one long task each on a phone. The screen
 * renders from a deferred copy instead, in a background render React slices and yields from,
 * and the urgent render stops at the memoised screen.
 */
function DashboardRoute() {
  const selection = useDashboardSelection();
  const [params] = useSearchParams();
  useInsightsPrefetch(selection.scope, readPeriod(params));
  const dashboard = useDeferredValue(selection);
  return <DashboardScreen dashboard={dashboard} />;
}

const DashboardScreen = memo(function DashboardScreen({ dashboard }: { dashboard: TDashboardSelection }) {
  const refresh = useRefreshInsights();
  const { scope } = dashboard;
  const [params] = useSearchParams();
  // Read at once, not in an effect: a phone must not lay the controls out and then fold them.
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [isOpened, setOpened] = useState(false);
  const areControlsShown = !isPhone || isOpened;

  return (
    <Stack gap="lg">
      <GetStarted />
      <ExpiringGrants baId={dashboard.selection.account === NONE ? null : dashboard.selection.account} />
      {isPhone && (
        <DashboardSummary
          summary={scopeSummary(dashboard, readPeriod(params))}
          isOpened={isOpened}
          controlsId={CONTROLS_ID}
          onToggle={() => setOpened(!isOpened)}
        />
      )}
      {areControlsShown && (
        <div id={CONTROLS_ID}>
          <DashboardControls
            dashboard={dashboard}
            isUpdating={refresh.isPending}
            canUpdate={scope !== null}
            onUpdate={() => {
              if (!scope) return;
              const inView = scope.integration_id === undefined ? (dashboard.integrations.items ?? []).map((record) => record.id) : [scope.integration_id];
              refresh.mutate({ service_path: scope.service_path, user_id: scope.user_id, integration_ids: inView });
            }}
          />
        </div>
      )}
      <Panel dashboard={dashboard} isPeriodShown={areControlsShown} />
    </Stack>
  );
});

export { DashboardRoute as Component };
