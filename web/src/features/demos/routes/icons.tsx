// Demo page (spec §1, not product behaviour): the tabler icons the portal uses, with their names.
import type { ComponentType } from 'react';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconChartLine,
  IconClockHour4,
  IconCloudUpload,
  IconDatabaseExport,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMap,
  IconPencil,
  IconPlugConnected,
  IconSettings,
  IconShieldLock,
  IconTable,
  IconTrash,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';

type TIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const ICONS: readonly (readonly [string, TIcon])[] = [
  ['IconChartLine', IconChartLine],
  ['IconDatabaseExport', IconDatabaseExport],
  ['IconPlugConnected', IconPlugConnected],
  ['IconUsers', IconUsers],
  ['IconBuildingSkyscraper', IconBuildingSkyscraper],
  ['IconBuildingStore', IconBuildingStore],
  ['IconShieldLock', IconShieldLock],
  ['IconUser', IconUser],
  ['IconLogout', IconLogout],
  ['IconPencil', IconPencil],
  ['IconTrash', IconTrash],
  ['IconSettings', IconSettings],
  ['IconCloudUpload', IconCloudUpload],
  ['IconClockHour4', IconClockHour4],
  ['IconLayoutSidebarLeftCollapse', IconLayoutSidebarLeftCollapse],
  ['IconLayoutSidebarLeftExpand', IconLayoutSidebarLeftExpand],
  ['IconMap', IconMap],
  ['IconTable', IconTable],
];

function IconsRoute() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Icons">
      {ICONS.map(([name, Icon]) => (
        <Card key={name} withBorder radius="md" component="li">
          <Stack align="center" gap="xs">
            <Icon size={32} stroke={1.5} aria-hidden />
            <Text size="xs" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
              {name}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export { IconsRoute as Component };
